'use client';

import * as RadioGroupPrimitive from 'radix-ui/radio-group';
import { use, useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as choice from '../Field/choice.css';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { FieldContext, useFieldControl } from '../Field/FieldContext';
import type { radioGroupOrientations } from './constants';
import * as styles from './RadioGroup.css';

export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

type RootProps = ComponentProps<typeof RadioGroupPrimitive.Root>;

export interface RadioGroupProps extends Omit<
  RootProps,
  'value' | 'defaultValue' | 'onValueChange' | 'orientation' | 'loop' | 'asChild'
> {
  /** Value of the checked radio when the parent holds it; use with `onValueChange`. `null` checks none. */
  value?: string | null;
  /** Value of the radio checked at first when the group holds its state; none is checked when left out. */
  defaultValue?: string;
  /** Called with the value of the radio the visitor checks, by a click, Space or an arrow key. */
  onValueChange?: (value: string) => void;
  /**
   * `vertical` stacks the radios; `horizontal` sets two or three short ones side by side. The arrow
   * keys move both ways in either, as the WAI-ARIA radio group pattern asks.
   * @default 'vertical'
   */
  orientation?: RadioGroupOrientation;
  /** Name under which the checked value is sent with the form. */
  name?: string;
  /**
   * Disables every radio; set automatically inside a disabled `Field`.
   * @default false
   */
  disabled?: boolean;
  /**
   * A radio must be checked before the form is sent: a « * » after the label, `aria-required` and
   * the browser's own validation. Set automatically inside a required `Field`.
   * @default false
   */
  required?: boolean;
  /**
   * The question the radios answer, shown above them; it names the group (`aria-labelledby`).
   * Without it, name the group with `aria-labelledby` (a heading, a legend) or `aria-label`.
   */
  label?: ReactNode;
  /** Help under the label (what the choice changes); read as the group's description. */
  hint?: ReactNode;
  /** Error message under the radios; marks the group invalid and is read as its description. Nothing shows when empty. */
  error?: ReactNode;
  /**
   * Words read before the error message, so it is not told apart by colour and icon alone.
   * @default messages.field.errorLabel ('Error' in English)
   */
  errorLabel?: string;
  /** Marks the group invalid (`aria-invalid`) when its error shows elsewhere; set automatically inside a `Field` with an `error`. */
  invalid?: boolean;
  /** Class of the block that holds the label, hint, radios and error. */
  className?: string;
}

const join = (...ids: Array<string | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/** The `role="radiogroup"` element, with what the `Field` around it hands down. */
function Group({
  orientation,
  id,
  required,
  disabled,
  invalid,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: Omit<RadioGroupProps, 'label' | 'hint' | 'error' | 'errorLabel' | 'className'> & {
  orientation: RadioGroupOrientation;
}) {
  const control = useFieldControl({
    id,
    required,
    disabled,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  return (
    <RadioGroupPrimitive.Root
      className={styles.group({ orientation })}
      data-orientation={orientation}
      // Radix's `orientation` would also restrict the arrow keys to one axis; the pattern wants both.
      aria-orientation={orientation}
      {...control}
      {...rest}
    />
  );
}

/**
 * One choice among a few that exclude each other, all visible at once (« Mensuelle » or
 * « Annuelle »). Tab reaches the checked radio, or the first; the arrow keys move and check,
 * wrapping around and skipping disabled radios; Space checks. Each radio is a `RadioGroupItem`.
 *
 * Like `Field`, it shows a `label`, a `hint` and an `error` and ties them to the group; inside a
 * `Field` without label it takes that field's hint, error, `required` and `disabled` too. `ref`
 * and the other props go to the `role="radiogroup"` element; `className` to the block around it.
 */
export function RadioGroup({
  label,
  hint,
  error,
  errorLabel,
  className,
  orientation = 'vertical',
  ...rest
}: RadioGroupProps) {
  const labelId = `${useId()}-label`;
  // The group's own label, hint and error sit in a Field of their own, which would hide the
  // Field around the group: what that one hands down is passed on explicitly.
  const outer = use(FieldContext);
  const required = rest.required ?? outer?.required ?? false;
  const disabled = rest.disabled ?? outer?.disabled ?? false;
  return (
    <div className={cx(styles.field, className)} data-disabled={disabled ? '' : undefined}>
      {label ? (
        <div id={labelId} className={fieldStyles.label}>
          {label}
          {required ? (
            <span className={fieldStyles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </div>
      ) : null}
      <Field hint={hint} error={error} errorLabel={errorLabel} required={required} disabled={disabled}>
        <Group
          {...rest}
          orientation={orientation}
          invalid={rest.invalid || outer?.invalid}
          aria-labelledby={join(label ? labelId : undefined, rest['aria-labelledby'])}
          aria-describedby={join(outer?.describedBy, rest['aria-describedby'])}
        />
      </Field>
    </div>
  );
}

export interface RadioGroupItemProps extends Omit<
  ComponentProps<typeof RadioGroupPrimitive.Item>,
  'children' | 'asChild'
> {
  /** Value the group reports, and sends with the form, when this radio is checked. */
  value: string;
  /** Visible label, next to the radio; clicking it checks the radio. */
  label: ReactNode;
  /** Secondary text under the label, read as the radio's description. */
  description?: ReactNode;
  /**
   * Keeps the radio visible but not selectable; the arrow keys skip it.
   * @default false
   */
  disabled?: boolean;
  /**
   * Id of the radio, which its label points at.
   * @default an id generated with `useId`
   */
  id?: string;
  /** Class of the row holding the radio, label and description. */
  className?: string;
}

/**
 * One radio of a `RadioGroup`, with its label and an optional description.
 * `ref` and the other props go to the `role="radio"` button; `className` to the row around it.
 */
export function RadioGroupItem({
  label,
  description,
  className,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: RadioGroupItemProps) {
  const generatedId = useId();
  const radioId = id ?? `${generatedId}-radio`;
  const descriptionId = `${generatedId}-description`;
  return (
    <div className={cx(choice.choiceRoot, className)} data-disabled={disabled ? '' : undefined}>
      <span className={styles.control}>
        <RadioGroupPrimitive.Item
          id={radioId}
          className={styles.radio}
          disabled={disabled}
          aria-describedby={join(description ? descriptionId : undefined, describedBy)}
          {...rest}
        >
          <RadioGroupPrimitive.Indicator className={styles.dot} />
        </RadioGroupPrimitive.Item>
      </span>
      <span className={choice.choiceText}>
        <label className={choice.choiceLabel} htmlFor={radioId}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={choice.choiceDescription}>
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
