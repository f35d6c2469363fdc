'use client';

import { useMemo, type ComponentProps } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { RangeCalendar as AriaRangeCalendar } from 'react-aria-components/RangeCalendar';
import { cx } from '../../utils/cx';
import { useCalendarProps, type CalendarBaseProps } from '../Calendar/Calendar';
import * as styles from '../Calendar/Calendar.css';
import { CalendarMonth } from '../Calendar/CalendarMonth';
import { parseIsoRange, toIsoDate, type IsoDateRange } from '../Calendar/dates';
import { useIsoValue } from '../Calendar/useIsoValue';

export interface RangeCalendarProps
  extends
    Omit<CalendarBaseProps, 'name'>,
    Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children' | 'dir' | 'slot'> {
  /** The chosen span, `{ start, end }` in `YYYY-MM-DD`, when the parent holds it; `null` for none. */
  value?: IsoDateRange | null;
  /** The span chosen at first when the calendar holds its value. */
  defaultValue?: IsoDateRange | null;
  /** Called with the span once its second end is chosen. */
  onValueChange?: (value: IsoDateRange) => void;
  /**
   * Lets a span run over unavailable days (a stay over a closed Sunday); otherwise it stops at them.
   * @default false
   */
  allowsNonContiguousRanges?: boolean;
  /** Name of a hidden input that sends the first day with a form, `YYYY-MM-DD`. */
  startName?: string;
  /** Name of a hidden input that sends the last day with a form, `YYYY-MM-DD`. */
  endName?: string;
}

/**
 * A month of days to pick a span from (a stay, a leave): a first choice sets one end, a second the
 * other; the days between show as a band. Keyboard as in `Calendar`. In a form field, prefer
 * `DateRangePicker`, which also lets both dates be typed.
 */
export function RangeCalendar({
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  isDateUnavailable,
  today,
  locale,
  disabled = false,
  readOnly = false,
  invalid = false,
  allowsNonContiguousRanges = false,
  startName,
  endName,
  previousLabel,
  nextLabel,
  className,
  ...rest
}: RangeCalendarProps) {
  const [current, setCurrent] = useIsoValue(value, defaultValue, (next) => next && onValueChange?.(next));
  const props = useCalendarProps({ min, max, isDateUnavailable, today, locale });
  const selected = useMemo(() => parseIsoRange(current), [current]);
  return (
    <I18nProvider locale={props.locale}>
      <AriaRangeCalendar
        {...rest}
        {...props.aria}
        className={cx(styles.calendar, className)}
        dir={props.dir}
        value={selected}
        onChange={(range) => setCurrent({ start: toIsoDate(range.start), end: toIsoDate(range.end) })}
        defaultFocusedValue={selected?.start ?? props.today}
        allowsNonContiguousRanges={allowsNonContiguousRanges}
        isDisabled={disabled}
        isReadOnly={readOnly}
        isInvalid={invalid}
      >
        <CalendarMonth
          today={props.today}
          dir={props.dir}
          single={false}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
        />
        {startName ? <input type="hidden" name={startName} value={current?.start ?? ''} /> : null}
        {endName ? <input type="hidden" name={endName} value={current?.end ?? ''} /> : null}
      </AriaRangeCalendar>
    </I18nProvider>
  );
}
