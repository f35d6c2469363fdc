'use client';

import type { ComponentProps } from 'react';
import { useCalendarSettings, type CalendarBaseProps } from './calendarSettings';
import { CalendarGrid } from './CalendarGrid';
import { parseIsoDate, type IsoDate } from './dates';
import { useIsoValue } from './useIsoValue';

export interface CalendarProps
  extends CalendarBaseProps, Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children' | 'dir' | 'slot'> {
  /** The chosen day, `YYYY-MM-DD`, when the parent holds it; `null` for none. Use with `onValueChange`. */
  value?: IsoDate | null;
  /** The day chosen at first when the calendar holds its value. */
  defaultValue?: IsoDate | null;
  /** Called with the day chosen, `YYYY-MM-DD`. */
  onValueChange?: (value: IsoDate) => void;
}

/**
 * A month of days to pick one from, always shown (a booking page, a side panel). In a form field,
 * prefer `DatePicker`, which also lets the date be typed. Arrows move by day and week, Page Up and Page Down by month (with Shift by year), Home and End to the week's
 * ends, Enter or Space choose.
 *
 * Values are ISO strings (`'2026-12-24'`). The week starts and the names follow the locale; the
 * direction follows the surrounding `DirectionProvider`, else the locale (right to left in Hebrew
 * or Arabic).
 */
export function Calendar({
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
  name,
  previousLabel,
  nextLabel,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: CalendarProps) {
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
        mode="single"
        settings={settings}
        value={parseIsoDate(current)}
        onChange={setCurrent}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
      />
      {name ? <input type="hidden" name={name} value={current ?? ''} /> : null}
    </div>
  );
}
