'use client';

import { ChevronDown } from '../../icons/ChevronDown';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { useFieldControl } from '../Field/FieldContext';
import * as styles from './Select.css';
import type { selectSizes } from './constants';

export type SelectSize = (typeof selectSizes)[number];

export interface SelectProps extends Omit<ComponentProps<'select'>, 'size'> {
  /**
   * Height and text size.
   * @default 'md'
   */
  size?: SelectSize;
  /** Text of an empty first option shown until a choice is made (« Choisissez un sujet »); it cannot be chosen back. */
  placeholder?: string;
  /** Marks the value invalid (`aria-invalid`); set automatically inside a `Field` with an `error`. */
  invalid?: boolean;
  /** Class of the wrapper around the select, for layout. */
  className?: string;
  /** Value of the chosen option when the parent holds it (native); use with `onValueChange` or `onChange`. */
  value?: ComponentProps<'select'>['value'];
  /** Value of the option chosen at first when the select holds its own state (native). */
  defaultValue?: ComponentProps<'select'>['defaultValue'];
  /** Called with the value of the newly chosen option, after the native `onChange`. */
  onValueChange?: (value: string) => void;
}

/**
 * A native drop-down list to pick one option among several. Put it in a `Field` to give it a label.
 * `ref` and the native attributes go to the `<select>`; `className` to the wrapper around it.
 */
export function Select({
  size = 'md',
  placeholder,
  invalid,
  className,
  children,
  id,
  required,
  disabled,
  value,
  defaultValue,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  onChange,
  onValueChange,
  ...rest
}: SelectProps) {
  const control = useFieldControl({
    id,
    required,
    disabled,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  // Browsers skip disabled options when picking the initial one: select the placeholder explicitly.
  const initial = placeholder !== undefined && value === undefined && defaultValue === undefined ? '' : defaultValue;
  return (
    <div className={cx(styles.wrapper, className)}>
      <select
        className={styles.select({ size })}
        data-size={size}
        value={value}
        defaultValue={initial}
        {...control}
        {...rest}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.currentTarget.value);
        }}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {children}
      </select>
      <ChevronDown className={styles.chevron} aria-hidden="true" />
    </div>
  );
}
