'use client';

import type { ComponentProps } from 'react';
import { useCalendarSettings, type CalendarBaseProps } from '../Calendar/calendarSettings';
import { CalendarGrid } from '../Calendar/CalendarGrid';
import { parseIsoRange, type IsoDateRange } from '../Calendar/dates';
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
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: RangeCalendarProps) {
  const [current, setCurrent] = useIsoValue(value, defaultValue, (next) => next && onValueChange?.(next));
  const settings = useCalendarSettings({
    min,
    max,
    isDateUnavailable,
    today,
    locale,
    disabled,
    readOnly,
    invalid,
    previousLabel,
    nextLabel,
  });
  return (
    <div {...rest} className={className}>
      <CalendarGrid
        mode="range"
        settings={settings}
        value={parseIsoRange(current)}
        onChange={setCurrent}
        allowsNonContiguousRanges={allowsNonContiguousRanges}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
      />
      {startName ? <input type="hidden" name={startName} value={current?.start ?? ''} /> : null}
      {endName ? <input type="hidden" name={endName} value={current?.end ?? ''} /> : null}
    </div>
  );
}
