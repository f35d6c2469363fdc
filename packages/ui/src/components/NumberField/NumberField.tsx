'use client';

import { NumberField as NumberFieldPrimitive } from '@base-ui/react/number-field';
import { useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { cx } from '../../utils/cx';
import { useFieldControl, useFieldName } from '../Field/FieldContext';
import { useFormChange } from '../Form/formValue';
import { useLocaleSettings, useMessages } from '../LocaleProvider/context';
import { numberField as english } from '../LocaleProvider/en/numberField';
import type { numberFieldSizes } from './constants';
import { Minus, Plus } from './icons';
import * as styles from './NumberField.css';

export type NumberFieldSize = (typeof numberFieldSizes)[number];

export interface NumberFieldProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'type' | 'min' | 'max' | 'step' | 'form' | 'name' | 'inputMode'
> {
  /**
   * Height and text size, the same as `TextInput`.
   * @default 'md'
   */
  size?: NumberFieldSize;
  /** The number when the parent holds it (`null` when empty); use with `onValueChange`. */
  value?: number | null;
  /** The number shown at first, when the field holds its own state. */
  defaultValue?: number;
  /**
   * Called with the number as it changes: on typing (once what is typed reads as a number), on
   * each step, and on blur when the value is clamped; `null` when the field is emptied.
   */
  onValueChange?: (value: number | null) => void;
  /** Called once a change is done: on blur after typing, on each keyboard step, on releasing a button. */
  onValueCommitted?: (value: number | null) => void;
  /** The smallest value; Home goes to it, and a typed value below it is raised to it on blur. */
  min?: number;
  /** The largest value; End goes to it, and a typed value above it is lowered to it on blur. */
  max?: number;
  /**
   * What ↑, ↓ and the buttons add or take off. With `min` set, a form also accepts only `min` plus a
   * multiple of `step`, as a native number input does: leave `min` out for an amount typed to the cent.
   * @default 1
   */
  step?: number;
  /**
   * What Page Up and Page Down (or Shift with an arrow or a button) add or take off.
   * @default 10
   */
  largeStep?: number;
  /**
   * What Alt with an arrow adds or takes off.
   * @default 0.1
   */
  smallStep?: number;
  /**
   * Rounds a stepped value to a multiple of the step.
   * @default false
   */
  snapOnStep?: boolean;
  /**
   * How the number is written, as `Intl.NumberFormat` takes it: `{ style: 'currency', currency: 'EUR' }`,
   * `{ style: 'percent' }` (the value is a fraction: 0.2 shows « 20 % »), `{ style: 'unit', unit: 'kilogram' }`,
   * `{ minimumFractionDigits: 2 }`. Typing reads the same symbols back.
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * Language whose separators the field writes and reads, such as `fr-FR` (« 1 499,50 »).
   * @default the `LocaleProvider`'s locale, else `en-US`
   */
  locale?: string;
  /**
   * Lets the mouse wheel change the value while the pointer is over the focused field. Off, as it
   * changes values by mistake while the page scrolls.
   * @default false
   */
  allowWheelScrub?: boolean;
  /**
   * Name of the number in the submitted form data; the form receives the plain number (`1499.5`), not the formatted text.
   * @default the surrounding `Field`'s `name`
   */
  name?: string;
  /** Id of the `<form>` the value belongs to, when the field sits outside it. */
  form?: string;
  /** Marks the value invalid (`aria-invalid`); set automatically inside a `Field` with an `error`. */
  invalid?: boolean;
  /**
   * Accessible name of the button that adds a step.
   * @default messages.numberField.incrementLabel ('Increase' in English)
   */
  incrementLabel?: string;
  /**
   * Accessible name of the button that takes a step off.
   * @default messages.numberField.decrementLabel ('Decrease' in English)
   */
  decrementLabel?: string;
  /** Class of the wrapper around the field, for layout. */
  className?: string;
}

/**
 * A number typed or stepped, written the way the locale writes it: « 1 499,50 € » in French, with
 * the narrow no-break space `Intl` puts between thousands. Typing « 1499,5 » or « 1 499,50 » reads
 * 1499.5, and the field rewrites it on blur. ↑ and ↓ add or take off a `step`, Page Up and Page Down
 * a `largeStep`, Home and End go to `min` and `max`; the − and + buttons step too. Put it in a
 * `Field` to give it a label, a hint and an error. `ref` and the native attributes go to the
 * `<input>`; `className` to the wrapper around it.
 */
export function NumberField({
  size = 'md',
  value,
  defaultValue,
  onValueChange,
  onValueCommitted,
  min,
  max,
  step = 1,
  largeStep = 10,
  smallStep = 0.1,
  snapOnStep = false,
  formatOptions,
  locale,
  allowWheelScrub = false,
  name,
  form,
  invalid,
  incrementLabel,
  decrementLabel,
  className,
  id,
  required,
  disabled,
  readOnly,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  onKeyDown,
  ...rest
}: NumberFieldProps) {
  const text = useMessages('numberField', english);
  const settings = useLocaleSettings();
  const control = useFieldControl({
    id,
    required,
    disabled,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  const fieldName = useFieldName(name);
  const reportChange = useFormChange(fieldName);
  const incrementRef = useRef<HTMLButtonElement>(null);
  const decrementRef = useRef<HTMLButtonElement>(null);

  // Base UI steps by `largeStep` with Shift and leaves Page Up and Page Down to the browser; the
  // spin button pattern gives them the large step. A Shift-click on the primitive's own button
  // steps the same way: it reads what is typed, clamps and reports the change.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.key !== 'PageUp' && event.key !== 'PageDown')) return;
    event.preventDefault();
    const button = event.key === 'PageUp' ? incrementRef.current : decrementRef.current;
    button?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey: true }));
  };

  return (
    <NumberFieldPrimitive.Root
      className={cx(styles.root, className)}
      id={control.id}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => {
        onValueChange?.(next);
        reportChange();
      }}
      onValueCommitted={onValueCommitted ? (next) => onValueCommitted(next) : undefined}
      min={min}
      max={max}
      step={step}
      largeStep={largeStep}
      smallStep={smallStep}
      snapOnStep={snapOnStep}
      format={formatOptions}
      locale={locale ?? settings.locale}
      allowWheelScrub={allowWheelScrub}
      name={fieldName}
      form={form}
      required={control.required}
      disabled={control.disabled}
      readOnly={readOnly}
    >
      <NumberFieldPrimitive.Group className={styles.group({ size })} data-size={size}>
        <NumberFieldPrimitive.Input
          className={styles.input}
          aria-roledescription={text.roleDescription}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          {...rest}
          onKeyDown={handleKeyDown}
        />
        <NumberFieldPrimitive.Decrement
          ref={decrementRef}
          className={styles.button}
          aria-label={decrementLabel ?? text.decrementLabel}
        >
          <Minus className={styles.buttonIcon} aria-hidden="true" />
        </NumberFieldPrimitive.Decrement>
        <NumberFieldPrimitive.Increment
          ref={incrementRef}
          className={styles.button}
          aria-label={incrementLabel ?? text.incrementLabel}
        >
          <Plus className={styles.buttonIcon} aria-hidden="true" />
        </NumberFieldPrimitive.Increment>
      </NumberFieldPrimitive.Group>
    </NumberFieldPrimitive.Root>
  );
}
