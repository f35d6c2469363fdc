'use client';

import type { DateValue } from '@internationalized/date';
import { useCallback, useMemo, type ComponentProps } from 'react';
import { Calendar as AriaCalendar } from 'react-aria-components/Calendar';
import { I18nProvider, isRTL } from 'react-aria-components/I18nProvider';
import { cx } from '../../utils/cx';
import { useProvidedDirection } from '../DirectionProvider/context';
import { useLocaleSettings } from '../LocaleProvider/context';
import * as styles from './Calendar.css';
import { CalendarMonth, type CalendarLabels } from './CalendarMonth';
import { parseIsoDate, referenceDay, toIsoDate, type IsoDate } from './dates';
import { useIsoValue } from './useIsoValue';

/** Props shared by `Calendar`, `RangeCalendar` and the calendars of the pickers. */
export interface CalendarBaseProps extends CalendarLabels {
  /** Earliest day that can be chosen, `YYYY-MM-DD`; the days before it are disabled. */
  min?: IsoDate;
  /** Latest day that can be chosen, `YYYY-MM-DD`; the days after it are disabled. */
  max?: IsoDate;
  /**
   * Tells whether a day cannot be chosen (booked, closed, a holiday); it shows struck through.
   * Receives the day as `YYYY-MM-DD`.
   */
  isDateUnavailable?: (date: IsoDate) => boolean;
  /**
   * The day marked as today, and the month shown first when no day is chosen, `YYYY-MM-DD`.
   * @default today in the `LocaleProvider`'s time zone (UTC without one)
   */
  today?: IsoDate;
  /**
   * BCP 47 language tag of the month and day names, and of the first day of the week (Monday in
   * `fr-FR`, Sunday in `en-US`).
   * @default the `LocaleProvider`'s locale, else `en-US`
   */
  locale?: string;
  /**
   * Disables every day and both buttons.
   * @default false
   */
  disabled?: boolean;
  /**
   * Shows the value but does not let it change.
   * @default false
   */
  readOnly?: boolean;
  /**
   * Marks the chosen value invalid.
   * @default false
   */
  invalid?: boolean;
  /** Name of a hidden input that sends the value with a form, as `YYYY-MM-DD`. */
  name?: string;
}

export interface CalendarProps
  extends CalendarBaseProps, Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children' | 'dir' | 'slot'> {
  /** The chosen day, `YYYY-MM-DD`, when the parent holds it; `null` for none. Use with `onValueChange`. */
  value?: IsoDate | null;
  /** The day chosen at first when the calendar holds its value. */
  defaultValue?: IsoDate | null;
  /** Called with the day chosen, `YYYY-MM-DD`. */
  onValueChange?: (value: IsoDate) => void;
}

/** Reads a picker's or a calendar's date props into React Aria's. */
export function useCalendarProps({ min, max, isDateUnavailable, today, locale: ownLocale }: CalendarBaseProps) {
  const settings = useLocaleSettings();
  const provided = useProvidedDirection();
  const minValue = useMemo(() => parseIsoDate(min), [min]);
  const maxValue = useMemo(() => parseIsoDate(max), [max]);
  const reference = useMemo(() => referenceDay(today, settings.timeZone), [today, settings.timeZone]);
  const unavailable = useCallback(
    (date: DateValue) => (isDateUnavailable ? isDateUnavailable(toIsoDate(date)) : false),
    [isDateUnavailable],
  );
  const locale = ownLocale ?? settings.locale;
  const localeDir = isRTL(locale) ? ('rtl' as const) : ('ltr' as const);
  return {
    locale,
    // The grid, its chevrons and its arrow keys follow the surrounding DirectionProvider, else the
    // locale, so that ← always goes to the day drawn on the left. React Aria takes its direction
    // from the locale only (no French locale reads right to left), so CalendarMonth moves by day
    // itself.
    dir: provided ?? localeDir,
    // A typed date stays in the locale's order and direction, a run of digits in a right-to-left
    // page too: React Aria moves between its segments in that direction.
    inputDir: localeDir,
    today: reference,
    aria: { minValue, maxValue, isDateUnavailable: isDateUnavailable ? unavailable : undefined },
  };
}

/**
 * A month of days to pick one from, always shown (a booking page, a side panel). In a form field,
 * prefer `DatePicker`, which also lets the date be typed. React Aria's calendar: arrows move by
 * day and week, Page Up and Page Down by month (with Shift by year), Home and End to the week's
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
  ...rest
}: CalendarProps) {
  const [current, setCurrent] = useIsoValue(value, defaultValue, (next) => next && onValueChange?.(next));
  const props = useCalendarProps({ min, max, isDateUnavailable, today, locale });
  const selected = useMemo(() => parseIsoDate(current), [current]);
  return (
    <I18nProvider locale={props.locale}>
      <AriaCalendar
        {...rest}
        {...props.aria}
        className={cx(styles.calendar, className)}
        dir={props.dir}
        value={selected}
        onChange={(date) => setCurrent(toIsoDate(date))}
        defaultFocusedValue={selected ?? props.today}
        isDisabled={disabled}
        isReadOnly={readOnly}
        isInvalid={invalid}
      >
        <CalendarMonth today={props.today} dir={props.dir} single previousLabel={previousLabel} nextLabel={nextLabel} />
        {name ? <input type="hidden" name={name} value={current ?? ''} /> : null}
      </AriaCalendar>
    </I18nProvider>
  );
}
