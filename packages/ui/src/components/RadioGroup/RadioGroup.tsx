'use client';

import { CircleAlert } from '../../icons/CircleAlert';
import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import * as choice from '../Field/choice.css';
import * as fieldStyles from '../Field/Field.css';
import { FormContext } from '../Form/FormContext';
import { useMessages } from '../LocaleProvider/context';
import { common as englishCommon } from '../LocaleProvider/en/common';
import { field as englishField } from '../LocaleProvider/en/field';
import * as styles from './RadioGroup.css';

/** The `orientation` values of `RadioGroup`. */
export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

interface RadioGroupContextValue {
  name: string;
  /** The chosen value when the parent holds it; `undefined` when the inputs hold it. */
  value: string | undefined;
  defaultValue: string | undefined;
  onValueChange: ((value: string) => void) | undefined;
  required: boolean;
  disabled: boolean;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupProps extends Omit<
  ComponentProps<'fieldset'>,
  'defaultValue' | 'onChange' | 'role' | 'children'
> {
  /** The question the options answer, such as « Mode de contact préféré »: the group's name. */
  legend: ReactNode;
  /** Help under the legend; read as the group's description. */
  hint?: ReactNode;
  /**
   * Error message under the options; marks the group invalid and is read as its description.
   * @default inside a `Form`, the form's error for `name`
   */
  error?: ReactNode;
  /**
   * Name shared by the options' inputs, sent with the form.
   * @default an id generated with `useId`
   */
  name?: string;
  /** The chosen option's `value` when the parent holds the state; use with `onValueChange`. */
  value?: string;
  /** The option chosen at first when the group holds its state. */
  defaultValue?: string;
  /**
   * Called with the `value` of the option the visitor chooses, after the chosen `Radio`'s own `onChange`.
   * @default none: the inputs keep the choice and send it with the form
   */
  onValueChange?: (value: string) => void;
  /**
   * One option must be chosen before the form is sent: a visible « * » and the native `required` state.
   * @default false
   */
  required?: boolean;
  /**
   * Disables every option.
   * @default false
   */
  disabled?: boolean;
  /**
   * `vertical` lists the options one under the other; `horizontal` side by side, wrapping, for two or three short ones.
   * @default 'vertical'
   */
  orientation?: RadioGroupOrientation;
  /**
   * Words read before the error message, so it is not told apart by colour and icon alone.
   * @default messages.field.errorLabel ('Error' in English)
   */
  errorLabel?: string;
  /** The options: `Radio` elements. */
  children: ReactNode;
}

/**
 * One choice among a few options that exclude each other, all visible at once (« Courriel »,
 * « Téléphone »). Built on native radio buttons in a `fieldset`: the browser gives the WAI-ARIA
 * radio group keyboard (Tab enters on the chosen option, arrow keys move and choose) and sends the
 * value with the form, without JavaScript. `className` and the native attributes go to the `fieldset`.
 */
export function RadioGroup({
  legend,
  hint,
  error,
  name,
  value,
  defaultValue,
  onValueChange,
  required = false,
  disabled = false,
  orientation = 'vertical',
  errorLabel,
  className,
  children,
  'aria-describedby': describedBy,
  ...rest
}: RadioGroupProps) {
  const text = useMessages('field', englishField);
  const { colon } = useMessages('common', englishCommon);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const form = use(FormContext);
  const shownError = error !== undefined ? error : name !== undefined ? form?.errors[name] : undefined;
  const invalid = shownError !== undefined && shownError !== null && shownError !== false && shownError !== '';
  const context: RadioGroupContextValue = {
    name: name ?? `${id}-radio`,
    value,
    defaultValue,
    onValueChange,
    required,
    disabled,
  };
  const descriptions = [hint ? hintId : undefined, invalid ? errorId : undefined, describedBy].filter(Boolean);
  return (
    <fieldset
      // ARIA in HTML allows `radiogroup` on a fieldset: screen readers announce a radio group, and
      // the fieldset keeps its legend as the name and its `disabled` for every option.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
      role="radiogroup"
      className={cx(styles.group, className)}
      disabled={disabled || undefined}
      aria-describedby={descriptions.join(' ') || undefined}
      aria-invalid={invalid || undefined}
      data-disabled={disabled ? '' : undefined}
      {...rest}
    >
      <legend className={styles.legend}>
        {legend}
        {required ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.options[orientation]}>
        <RadioGroupContext value={context}>{children}</RadioGroupContext>
      </div>
      {invalid ? (
        <p id={errorId} className={fieldStyles.error}>
          <CircleAlert className={fieldStyles.errorIcon} aria-hidden="true" />
          <span>
            <span className={visuallyHidden}>{`${errorLabel ?? text.errorLabel}${colon}`}</span>
            {shownError}
          </span>
        </p>
      ) : null}
    </fieldset>
  );
}

export interface RadioProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'size' | 'name' | 'value' | 'checked' | 'defaultChecked' | 'readOnly' | 'required'
> {
  /** Value sent with the form and given to the group's `onValueChange` when this option is chosen. */
  value: string;
  /** Visible label, next to the circle; clicking it chooses the option. */
  label: ReactNode;
  /** Secondary text under the label, read as the option's description. */
  description?: ReactNode;
  /** Class of the row holding the circle, label and description. */
  className?: string;
  /**
   * Id of the `<input>`, which its label points at.
   * @default an id generated with `useId`
   */
  id?: string;
  /**
   * Turns off this option alone; a disabled group turns off all of them.
   * @default the group's `disabled`
   */
  disabled?: boolean;
}

/**
 * One option of a `RadioGroup`; it takes its name, state and `required` from the group. `ref` and the
 * native attributes go to the `<input>`, `className` to the row around it. `disabled` turns off
 * this option alone.
 */
export function Radio({
  value,
  label,
  description,
  className,
  id,
  disabled,
  onChange,
  'aria-describedby': describedBy,
  ...rest
}: RadioProps) {
  const group = use(RadioGroupContext);
  if (!group) throw new Error('Radio must be placed inside a RadioGroup, which gives it its name and state.');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const isDisabled = disabled ?? group.disabled;
  const state =
    group.value === undefined ? { defaultChecked: group.defaultValue === value } : { checked: group.value === value };
  return (
    <div className={cx(choice.choiceRoot, className)} data-disabled={isDisabled ? '' : undefined}>
      <span className={styles.control}>
        <input
          type="radio"
          className={styles.input}
          id={inputId}
          name={group.name}
          value={value}
          required={group.required || undefined}
          disabled={isDisabled || undefined}
          aria-describedby={
            [description ? descriptionId : undefined, describedBy].filter(Boolean).join(' ') || undefined
          }
          {...state}
          {...rest}
          onChange={(event) => {
            onChange?.(event);
            if (event.currentTarget.checked) group.onValueChange?.(value);
          }}
        />
        <span className={styles.dot} aria-hidden="true" />
      </span>
      <span className={choice.choiceText}>
        <label className={choice.choiceLabel} htmlFor={inputId}>
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
