'use client';

import { useMemo, useRef } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import {
  DateRangePicker as AriaDateRangePicker,
  Button,
  DateInput,
  DateSegment,
  Group,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components/DateRangePicker';
import { cx } from '../../utils/cx';
import { useCalendarProps } from '../Calendar/Calendar';
import * as calendarStyles from '../Calendar/Calendar.css';
import { CalendarMonth } from '../Calendar/CalendarMonth';
import { parseIsoRange, toIsoDate, type IsoDateRange } from '../Calendar/dates';
import { useIsoValue } from '../Calendar/useIsoValue';
import type { PickerBaseProps } from '../DatePicker/DatePicker';
import * as styles from '../DatePicker/DatePicker.css';
import { CalendarIcon, PickerLabel, PickerPopover, usePickerField } from '../DatePicker/pickerParts';
import { useFieldName } from '../Field/FieldContext';
import { FormValueInput, useFormChange } from '../Form/formValue';
import { useMessages } from '../LocaleProvider/context';
import { datePicker as english } from '../LocaleProvider/en/datePicker';

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
  const picker = usePickerField(groupRef, {
    label,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    readOnly,
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
  const unavailable = Boolean(current && (isDateUnavailable?.(current.start) || isDateUnavailable?.(current.end)));
  const selected = useMemo(() => parseIsoRange(current), [current]);
  const props = useCalendarProps({ min, max, isDateUnavailable, today, locale });
  return (
    <I18nProvider locale={props.locale}>
      <AriaDateRangePicker
        {...rest}
        {...props.aria}
        {...picker.rootProps}
        ref={ref}
        className={cx(styles.root, className)}
        value={selected}
        onChange={(range) => {
          setCurrent(range?.start && range.end ? { start: toIsoDate(range.start), end: toIsoDate(range.end) } : null);
          reportChange();
        }}
        placeholderValue={props.today}
        allowsNonContiguousRanges={allowsNonContiguousRanges}
      >
        {label ? <PickerLabel required={picker.required}>{label}</PickerLabel> : null}
        <Group ref={groupRef} className={styles.group}>
          <DateInput slot="start" className={styles.input} dir={props.inputDir}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <span aria-hidden="true" className={styles.separator}>
            –
          </span>
          <DateInput slot="end" className={styles.input} dir={props.inputDir}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.button} aria-label={openLabel ?? text.openRangeLabel}>
            <CalendarIcon className={styles.icon} />
          </Button>
        </Group>
        <FormValueInput
          type="date"
          name={firstName}
          value={current?.start ?? ''}
          required={picker.required}
          disabled={picker.disabled}
          min={min}
          max={max}
          customError={unavailable ? (unavailableMessage ?? text.unavailableMessage) : ''}
          focusTarget={picker.firstSegment}
        />
        <FormValueInput
          type="date"
          name={lastName}
          value={current?.end ?? ''}
          required={picker.required}
          disabled={picker.disabled}
          min={min}
          max={max}
          focusTarget={picker.firstSegment}
        />
        <PickerPopover triggerRef={groupRef} open={picker.isOpen} flipped={props.dir !== props.inputDir}>
          <AriaRangeCalendar
            className={calendarStyles.calendar}
            dir={props.dir}
            defaultFocusedValue={selected?.start ?? props.today}
          >
            <CalendarMonth
              today={props.today}
              dir={props.dir}
              single={false}
              previousLabel={previousLabel}
              nextLabel={nextLabel}
            />
          </AriaRangeCalendar>
        </PickerPopover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
