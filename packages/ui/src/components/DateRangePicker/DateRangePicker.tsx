'use client';

import { useId, useRef, useState } from 'react';
import { cx } from '../../utils/cx';
import { useCalendarSettings } from '../Calendar/calendarSettings';
import { parseIsoRange, type IsoDate, type IsoDateRange } from '../Calendar/dates';
import { useIsoValue } from '../Calendar/useIsoValue';
import type { PickerBaseProps } from '../DatePicker/DatePicker';
import * as styles from '../DatePicker/DatePicker.css';
import { PickerPopover, dateInputProps, usePickerField } from '../DatePicker/pickerParts';
import { useDateText, useDateTextFormat } from '../DatePicker/useDateText';
import { useFieldName } from '../Field/FieldContext';
import { FormValueInput, useFormChange } from '../Form/formValue';
import { useMessages } from '../LocaleProvider/context';
import { datePicker as english } from '../LocaleProvider/en/datePicker';

/** The two typed ends, each a day or not yet. */
interface Ends {
  start: IsoDate | null;
  end: IsoDate | null;
}

export interface DateRangePickerProps extends Omit<PickerBaseProps, 'openLabel'> {
  /** The span, `{ start, end }` in `YYYY-MM-DD`, when the parent holds it; `null` for none. */
  value?: IsoDateRange | null;
  /** The span at first when the picker holds its value. */
  defaultValue?: IsoDateRange | null;
  /** Called with the span once both dates are complete, or `null` when one is cleared. */
  onValueChange?: (value: IsoDateRange | null) => void;
  /**
   * Name of the hidden input that sends the first day with a form, `YYYY-MM-DD`.
   * @default the surrounding `Field`'s `name`, which then sends both days, first then last
   */
  startName?: string;
  /**
   * Name of the hidden input that sends the last day with a form, `YYYY-MM-DD`.
   * @default the surrounding `Field`'s `name`, which then sends both days, first then last
   */
  endName?: string;
  /**
   * Lets a span run over unavailable days (a stay over a closed Sunday); otherwise it stops at them.
   * @default false
   */
  allowsNonContiguousRanges?: boolean;
  /**
   * Name of the button that opens the calendar.
   * @default messages.datePicker.openRangeLabel ('Choose dates' in English)
   */
  openLabel?: string;
}

/**
 * A span of days (a stay, a leave, « Du … au … ») typed as two dates in the locale's order or
 * chosen in a calendar: a first choice sets the start, a second the end, the days between show as
 * a band. Keyboard, form behaviour and where `className`, `ref` and `data-*` attributes go as in
 * `DatePicker`; each end is sent by its own hidden input (`startName`, `endName`).
 */
export function DateRangePicker({
  value,
  defaultValue,
  onValueChange,
  startName,
  endName,
  label,
  min,
  max,
  isDateUnavailable,
  today,
  locale,
  readOnly = false,
  allowsNonContiguousRanges = false,
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
}: DateRangePickerProps) {
  const text = useMessages('datePicker', english);
  const groupRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const partIds = useId();
  const picker = usePickerField(() => startRef.current, {
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
  const [current, setCurrent] = useIsoValue(value, defaultValue, onValueChange);
  const fieldName = useFieldName(undefined);
  const firstName = startName ?? fieldName;
  const lastName = endName ?? fieldName;
  const reportChange = useFormChange(firstName, lastName);
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
  // Each end is typed on its own; the span is sent once both are days, the first not after the last.
  const range = parseIsoRange(current);
  const [ends, setEnds] = useState<Ends>({ start: range?.start ?? null, end: range?.end ?? null });
  const [seen, setSeen] = useState(current);
  if (current !== seen) {
    setSeen(current);
    if (range) setEnds(range);
  }
  const choose = (next: IsoDateRange | null) => {
    setCurrent(next);
    reportChange();
  };
  const typed = (which: keyof Ends) => (day: IsoDate | null) => {
    const next = { ...ends, [which]: day };
    setEnds(next);
    const span = next.start && next.end && next.start <= next.end ? { start: next.start, end: next.end } : null;
    if (span?.start !== range?.start || span?.end !== range?.end) choose(span);
  };
  const startField = useDateText(ends.start, textFormat.format, typed('start'));
  const endField = useDateText(ends.end, textFormat.format, typed('end'));
  const unavailable = Boolean(current && (isDateUnavailable?.(current.start) || isDateUnavailable?.(current.end)));
  const customError =
    startField.invalid || endField.invalid
      ? textFormat.invalidMessage
      : unavailable
        ? (unavailableMessage ?? text.unavailableMessage)
        : '';
  const input = (which: 'start' | 'end', field: typeof startField) => (
    <input
      ref={which === 'start' ? startRef : undefined}
      id={which === 'start' ? picker.control.id : `${picker.control.id}-end`}
      className={cx(styles.input, styles.rangeInput)}
      {...dateInputProps(picker, field, textFormat, readOnly)}
      aria-labelledby={picker.labelledBy ? `${picker.labelledBy} ${partIds}-${which}` : undefined}
      aria-label={picker.labelledBy ? undefined : `${picker.ariaLabel ?? ''}, ${text[`${which}Label`]}`}
    />
  );
  return (
    <div {...rest} ref={ref} className={cx(styles.root, className)}>
      <PickerPopover
        picker={picker}
        label={label}
        groupRef={groupRef}
        buttonLabel={openLabel ?? text.openRangeLabel}
        readOnly={readOnly}
        fields={
          <>
            {input('start', startField)}
            <span aria-hidden="true" className={styles.separator}>
              –
            </span>
            {input('end', endField)}
            <span id={`${partIds}-start`} hidden>
              {text.startLabel}
            </span>
            <span id={`${partIds}-end`} hidden>
              {text.endLabel}
            </span>
          </>
        }
        calendar={{
          mode: 'range',
          settings,
          value: range,
          allowsNonContiguousRanges,
          onChange: (next) => {
            setEnds(next);
            choose(next);
            picker.setOpen(false);
          },
          'aria-label': openLabel ?? text.openRangeLabel,
        }}
      />
      <FormValueInput
        type="date"
        name={firstName}
        value={current?.start ?? ''}
        required={picker.required}
        disabled={picker.disabled}
        min={min}
        max={max}
        customError={customError}
        focusTarget={() => startRef.current}
      />
      <FormValueInput
        type="date"
        name={lastName}
        value={current?.end ?? ''}
        required={picker.required}
        disabled={picker.disabled}
        min={min}
        max={max}
        focusTarget={() => startRef.current}
      />
    </div>
  );
}
