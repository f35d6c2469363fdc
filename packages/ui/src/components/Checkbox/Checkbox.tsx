'use client';

import { Check } from '../../icons/Check';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as choice from '../Field/choice.css';
import { requiredMark } from '../Field/Field.css';
import { useFieldControl } from '../Field/FieldContext';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'size' | 'readOnly'> {
  /** Visible label, next to the box; clicking it toggles the box. */
  label: ReactNode;
  /** Secondary text under the label, read as the checkbox's description. */
  description?: ReactNode;
  /** Marks the choice invalid (`aria-invalid`); set automatically inside a `Field` with an `error`. */
  invalid?: boolean;
  /** Class of the row holding the box, label and description. */
  className?: string;
  /** Checked state when the parent holds it (native); use with `onCheckedChange` or `onChange`. */
  checked?: boolean;
  /** Checked state at first when the box holds its state (native). */
  defaultChecked?: boolean;
  /** Called with the new state when the box is checked or unchecked, after the native `onChange`. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * An on/off choice that takes effect when a form is sent (« J’accepte… »), or one of several independent options.
 * `ref` and the native attributes go to the `<input>`; `className` to the row around it. A box that
 * cannot change is `disabled`: `readOnly` is not one of its attributes.
 */
export function Checkbox({
  label,
  description,
  invalid,
  className,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  onChange,
  onCheckedChange,
  ...rest
}: CheckboxProps) {
  // HTML allows `readonly` on text-like inputs only, and on a checkbox it would not stop a click: a
  // choice that cannot change is `disabled`. Dropped even when untyped code passes it.
  const { readOnly: _readOnly, ...inputProps } = rest as typeof rest & { readOnly?: boolean };
  const descriptionId = `${useId()}-description`;
  const control = useFieldControl(
    { id, required, disabled, invalid, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid },
    description ? descriptionId : undefined,
  );
  return (
    <div className={cx(choice.choiceRoot, className)} data-disabled={control.disabled ? '' : undefined}>
      <span className={styles.control}>
        <input
          type="checkbox"
          className={styles.input}
          {...control}
          {...inputProps}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.currentTarget.checked);
          }}
        />
        <Check className={styles.check} aria-hidden="true" />
      </span>
      <span className={choice.choiceText}>
        <label className={choice.choiceLabel} htmlFor={control.id}>
          {label}
          {control.required ? (
            <span className={requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
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
