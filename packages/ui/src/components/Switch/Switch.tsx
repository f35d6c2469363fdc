'use client';

import { Check } from '../../icons/Check';
import { X } from '../../icons/X';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as choice from '../Field/choice.css';
import { requiredMark } from '../Field/Field.css';
import { useFieldControl } from '../Field/FieldContext';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<ComponentProps<'input'>, 'type' | 'size' | 'role' | 'readOnly'> {
  /** Visible label, next to the switch; clicking it flips the switch. */
  label: ReactNode;
  /** Secondary text under the label, read as the switch's description. */
  description?: ReactNode;
  /** Marks the choice invalid (`aria-invalid`); set automatically inside a `Field` with an `error`. */
  invalid?: boolean;
  /** Class of the row holding the switch, label and description. */
  className?: string;
  /** Checked state when the parent holds it (native); use with `onCheckedChange` or `onChange`. */
  checked?: boolean;
  /** Checked state at first when the switch holds its state (native). */
  defaultChecked?: boolean;
  /** Called with the new state when the switch is switched on or off, after the native `onChange`. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A setting that takes effect at once (« Recevoir la newsletter », cookie preferences). On and off show
 * by the knob's position and an icon, not by colour alone. For a choice sent with a form, use `Checkbox`.
 * `ref` and the native attributes go to the `<input>`; `className` to the row around it. A switch
 * that cannot change (essential cookies) is `disabled`: `readOnly` is not one of its attributes.
 */
export function Switch({
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
}: SwitchProps) {
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
          role="switch"
          className={styles.track}
          {...control}
          {...inputProps}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.currentTarget.checked);
          }}
        />
        <span className={styles.thumb} aria-hidden="true">
          <Check className={styles.iconOn} />
          <X className={styles.iconOff} />
        </span>
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
