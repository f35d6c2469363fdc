'use client';

import { useRef, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { useCalendarSettings, type CalendarBaseProps } from '../Calendar/calendarSettings';
import { parseIsoDate, type IsoDate } from '../Calendar/dates';
import { useIsoValue } from '../Calendar/useIsoValue';
import { useFieldName, type FieldControlProps } from '../Field/FieldContext';
import { FormValueInput, useFormChange } from '../Form/formValue';
import { useMessages } from '../LocaleProvider/context';
import { datePicker as english } from '../LocaleProvider/en/datePicker';
import * as styles from './DatePicker.css';
import { PickerPopover, dateInputProps, usePickerField } from './pickerParts';
import { useDateText, useDateTextFormat } from './useDateText';

/** Props shared by `DatePicker` and `DateRangePicker`. */
export interface PickerBaseProps extends Omit<CalendarBaseProps, 'name'>, FieldControlProps {
  /**
   * Visible label, above the field. Leave it out inside a `Field`, whose label names the picker.
   */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Marks the date invalid, as `invalid` does; set automatically inside a `Field` with an `error`. */
  'aria-invalid'?: FieldControlProps['aria-invalid'];
  /** Id of the element that names the picker, when there is no `label` nor `Field`. */
  'aria-labelledby'?: string;
  /**
   * Whether the calendar is open, when the parent holds it; use with `onOpenChange`.
   */
  open?: boolean;
  /**
   * Whether the calendar is open at first.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Name of the button that opens the calendar.
   * @default messages.datePicker.openLabel ('Choose a date' in English)
   */
  openLabel?: string;
  /**
   * The form's error for a typed day that `isDateUnavailable` rules out.
   * @default messages.datePicker.unavailableMessage ('This date is unavailable.' in English)
   */
  unavailableMessage?: string;
  /** Class of the element around the label and the field. */
  className?: string;
  /** The element around the label and the field. */
  ref?: Ref<HTMLDivElement>;
  /**
   * Id of the field's group, which a surrounding `Field`'s label points at.
   * @default the `Field`'s, else an id generated with `useId`
   */
  id?: string;
  /**
   * The field must be filled before the form is sent (native validation, announced as required).
   * @default the `Field`'s `required`, else false
   */
  required?: boolean;
  /**
   * Disables the segments and the button.
   * @default the `Field`'s `disabled`, else false
   */
  disabled?: boolean;
  /**
   * Marks the field invalid; set automatically inside a `Field` with an `error`.
   * @default false
   */
  invalid?: boolean;
  /** Ids of more elements that describe the field, read after the `Field`'s hint and error. */
  'aria-describedby'?: string;
}

export interface DatePickerProps extends PickerBaseProps {
  /** The date, `YYYY-MM-DD`, when the parent holds it; `null` for none. Use with `onValueChange`. */
  value?: IsoDate | null;
  /** The date at first when the picker holds its value. */
  defaultValue?: IsoDate | null;
  /** Called with the date once it is complete, `YYYY-MM-DD`, or `null` when it is cleared. */
  onValueChange?: (value: IsoDate | null) => void;
  /**
   * Name of the hidden input that sends the date with a form, `YYYY-MM-DD`.
   * @default the surrounding `Field`'s `name`
   */
  name?: string;
}

/**
 * A date typed in the locale's order (jj/mm/aaaa in French) or chosen in a calendar that opens
 * from its button: the APG date picker dialog. The calendar loads the first time it opens; in it,
 * arrows move by day and week, Page Up and Page Down by month (with Shift by year), Home and End
 * to the week's ends, Enter or Space choose and close, Escape closes; the focus then returns to
 * the button.
 *
 * Values are ISO strings (`'2026-12-24'`); with a `name`, a hidden input sends that string with
 * the form. Inside a `Field`, it takes the label, hint, error, `required` and `disabled` from it.
 * `className`, `ref` and `data-*` attributes go to the element around the label and the field.
 */
export function DatePicker({
  value,
  defaultValue,
  onValueChange,
  name,
  label,
  min,
  max,
  isDateUnavailable,
  today,
  locale,
  readOnly = false,
  open,
  defaultOpen = false,
  onOpenChange,
  openLabel,
  unavailableMessage,
  previousLabel,
  nextLabel,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  id,
  required,
  disabled,
  invalid,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: DatePickerProps) {
  const text = useMessages('datePicker', english);
  const groupRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const picker = usePickerField(() => inputRef.current, {
    label,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    open,
    defaultOpen,
    onOpenChange,
    id,
    required,
    disabled,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  const fieldName = useFieldName(name);
  const [current, setCurrent] = useIsoValue(value, defaultValue, onValueChange);
  const reportChange = useFormChange(fieldName);
  const settings = useCalendarSettings({
    min,
    max,
    isDateUnavailable,
    today,
    locale,
    disabled: picker.disabled,
    readOnly,
    invalid: picker.invalid,
    previousLabel,
    nextLabel,
  });
  const textFormat = useDateTextFormat(settings.locale);
  const choose = (day: IsoDate | null) => {
    setCurrent(day);
    reportChange();
  };
  const field = useDateText(parseIsoDate(current), textFormat.format, choose);
  const customError = field.invalid
    ? textFormat.invalidMessage
    : current && isDateUnavailable?.(current)
      ? (unavailableMessage ?? text.unavailableMessage)
      : '';
  return (
    <div {...rest} ref={ref} className={cx(styles.root, className)}>
      <PickerPopover
        picker={picker}
        label={label}
        groupRef={groupRef}
        buttonLabel={openLabel ?? text.openLabel}
        readOnly={readOnly}
        fields={
          <input
            ref={inputRef}
            id={picker.control.id}
            className={styles.input}
            {...dateInputProps(picker, field, textFormat, readOnly)}
            aria-labelledby={label || !ariaLabelledBy ? undefined : ariaLabelledBy}
            aria-label={picker.labelledBy ? undefined : picker.ariaLabel}
          />
        }
        calendar={{
          mode: 'single',
          settings,
          value: parseIsoDate(current),
          onChange: (day) => {
            choose(day);
            picker.setOpen(false);
          },
          'aria-label': openLabel ?? text.openLabel,
        }}
      />
      <FormValueInput
        type="date"
        name={fieldName}
        value={current ?? ''}
        required={picker.required}
        disabled={picker.disabled}
        min={min}
        max={max}
        customError={customError}
        focusTarget={() => inputRef.current}
      />
    </div>
  );
}
