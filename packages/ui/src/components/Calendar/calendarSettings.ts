import { useMemo } from 'react';
import { useProvidedDirection } from '../DirectionProvider/context';
import { useLocaleSettings, useMessages } from '../LocaleProvider/context';
import { calendar as english } from '../LocaleProvider/en/calendar';
import type { CalendarSettings } from './CalendarGrid';
import { isRtlLocale, parseIsoDate, referenceDay, type IsoDate } from './dates';

// Apart from the calendars' module, so that a picker reads its props without loading its calendar.

/** Texts of a calendar's own buttons, each overriding the catalogue's. */
export interface CalendarLabels {
  /**
   * Name of the button that shows the previous month.
   * @default messages.calendar.previousLabel ('Previous month' in English)
   */
  previousLabel?: string;
  /**
   * Name of the button that shows the next month.
   * @default messages.calendar.nextLabel ('Next month' in English)
   */
  nextLabel?: string;
}

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

/**
 * Reads a picker's or a calendar's date props, with its `LocaleProvider` and `DirectionProvider`,
 * into what its grid needs.
 */
export function useCalendarSettings({
  min,
  max,
  isDateUnavailable,
  today,
  locale: ownLocale,
  disabled = false,
  readOnly = false,
  invalid = false,
  previousLabel,
  nextLabel,
}: CalendarBaseProps): CalendarSettings {
  const settings = useLocaleSettings();
  const provided = useProvidedDirection();
  const text = useMessages('calendar', english);
  const locale = ownLocale ?? settings.locale;
  const reference = useMemo(() => referenceDay(today, settings.timeZone), [today, settings.timeZone]);
  return {
    locale,
    // The grid, its chevrons and its arrow keys follow the surrounding DirectionProvider, else the
    // locale, so that ← always goes to the day drawn on the left.
    dir: provided ?? (isRtlLocale(locale) ? 'rtl' : 'ltr'),
    today: reference,
    min: parseIsoDate(min),
    max: parseIsoDate(max),
    isDateUnavailable,
    disabled,
    readOnly,
    invalid,
    previousLabel: previousLabel ?? text.previousLabel,
    nextLabel: nextLabel ?? text.nextLabel,
  };
}
