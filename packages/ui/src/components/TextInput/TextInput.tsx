'use client';

import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { useFieldControl } from '../Field/FieldContext';
import * as styles from './TextInput.css';
import type { textInputSizes, textInputTypes } from './constants';

export type TextInputSize = (typeof textInputSizes)[number];
export type TextInputType = (typeof textInputTypes)[number];

export interface TextInputProps extends Omit<ComponentProps<'input'>, 'size'> {
  /**
   * Input type: any single-line type (`text`, `email`, `tel`, `password`, `search`, `date`…).
   * @default 'text'
   */
  type?: TextInputType | (string & {});
  /**
   * Height and text size.
   * @default 'md'
   */
  size?: TextInputSize;
  /** Marks the value invalid (`aria-invalid`); set automatically inside a `Field` with an `error`. */
  invalid?: boolean;
  /** Icon shown at the start of the input; decorative, so it is hidden from assistive technology. */
  icon?: ReactNode;
  /** Class of the wrapper around the input, for layout. */
  className?: string;
  /** Text of the input when the parent holds it (native); use with `onValueChange` or `onChange`. */
  value?: ComponentProps<'input'>['value'];
  /** Text of the input at first when it holds its own state (native). */
  defaultValue?: ComponentProps<'input'>['defaultValue'];
  /** Called with the new text on every change, after the native `onChange`. */
  onValueChange?: (value: string) => void;
}

/**
 * A single-line text entry. Put it in a `Field` to give it a label, a hint and an error.
 * `ref` and the native attributes go to the `<input>`; `className` to the wrapper around it.
 */
export function TextInput({
  type = 'text',
  size = 'md',
  invalid,
  icon,
  className,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  onChange,
  onValueChange,
  ...rest
}: TextInputProps) {
  const control = useFieldControl({
    id,
    required,
    disabled,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  return (
    <div className={cx(styles.wrapper, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <input
        type={type}
        className={styles.input({ size, withIcon: Boolean(icon) })}
        data-size={size}
        {...control}
        {...rest}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.currentTarget.value);
        }}
      />
    </div>
  );
}
