'use client';

import { CircleAlert } from '../../icons/CircleAlert';
import { use, useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { useMessages } from '../LocaleProvider/context';
import { common as englishCommon } from '../LocaleProvider/en/common';
import { field as english } from '../LocaleProvider/en/field';
import { FormContext } from '../Form/FormContext';
import * as styles from './Field.css';
import { FieldContext, type FieldContextValue } from './FieldContext';

export interface FieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Visible label of the control. Leave it out around a `Checkbox` or `Switch`, which carry their own. */
  label?: ReactNode;
  /** Help shown under the label (format, example); read with the control as its description. */
  hint?: ReactNode;
  /**
   * Error message; marks the control invalid and is read as its description. Nothing shows when empty.
   * @default inside a `Form`, the form's error for `name`
   */
  error?: ReactNode;
  /**
   * Name of the control, given to it (unless it has its own) and sent with the form; inside a
   * `Form`, the field shows the form's error for this name unless `error` is set.
   */
  name?: string;
  /**
   * Marks the control required: a visible « * » and the native `required` state, which assistive technology announces.
   * @default false
   */
  required?: boolean;
  /**
   * Disables the control.
   * @default false
   */
  disabled?: boolean;
  /**
   * Id given to the control; generated when left out.
   * @default an id generated with `useId`
   */
  controlId?: string;
  /**
   * Words read before the error message, so it is not told apart by colour and icon alone.
   * @default messages.field.errorLabel ('Error' in English)
   */
  errorLabel?: string;
  /**
   * The one control: `TextInput`, `TextArea`, `Select`, `Checkbox`, `Switch`, `Combobox`, `Listbox`,
   * `NumberField`, `DatePicker`, `DateRangePicker`, `Slider`, `SegmentedControl` or `ToggleGroup`
   * (a `RadioGroup` is a field of its own).
   */
  children: ReactNode;
}

/**
 * Labels one form control and ties its hint and error to it. The control inside receives its `id`
 * (or points `aria-labelledby` at the label when `<label for>` cannot name it), `aria-describedby`,
 * `aria-invalid`, `required`, `disabled` and `name` automatically.
 *
 * Required fields show an « * » hidden from assistive technology; the control gets the native
 * `required` attribute, so screen readers say « obligatoire » once, after the label.
 */
export function Field({
  label,
  hint,
  error,
  name,
  required = false,
  disabled = false,
  controlId,
  errorLabel,
  className,
  children,
  ...rest
}: FieldProps) {
  const text = useMessages('field', english);
  const { colon } = useMessages('common', englishCommon);
  const generatedId = useId();
  const id = controlId ?? `${generatedId}-control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const form = use(FormContext);
  const shownError = error !== undefined ? error : name !== undefined ? form?.errors[name] : undefined;
  const hasError = shownError !== undefined && shownError !== null && shownError !== false && shownError !== '';
  const labelId = label ? `${id}-label` : undefined;
  const context: FieldContextValue = {
    controlId: id,
    labelId,
    describedBy: [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    invalid: hasError,
    name,
    required,
    disabled,
  };

  return (
    <div
      className={cx(styles.field, className)}
      data-invalid={hasError ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      {...rest}
    >
      {label ? (
        <label id={labelId} className={styles.label} htmlFor={id}>
          {label}
          {required ? (
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldContext value={context}>{children}</FieldContext>
      {hasError ? (
        <p id={errorId} className={styles.error}>
          <CircleAlert className={styles.errorIcon} aria-hidden="true" />
          <span>
            <span className={visuallyHidden}>{`${errorLabel ?? text.errorLabel}${colon}`}</span>
            {shownError}
          </span>
        </p>
      ) : null}
    </div>
  );
}
