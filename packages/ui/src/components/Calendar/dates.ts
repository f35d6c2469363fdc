import {
  GregorianCalendar,
  parseDate,
  toCalendar,
  toCalendarDate,
  today,
  type CalendarDate,
  type DateValue,
} from '@internationalized/date';

/** A day as an ISO 8601 string, `YYYY-MM-DD`, such as `'2026-12-24'`. */
export type IsoDate = string;

/** A span of days, both ends included, as ISO 8601 strings. */
export interface IsoDateRange {
  /** First day of the span, `YYYY-MM-DD`. */
  start: IsoDate;
  /** Last day of the span, `YYYY-MM-DD`. */
  end: IsoDate;
}

const gregorian = new GregorianCalendar();

/** The day an ISO string names, or `null` when it is empty or not a valid `YYYY-MM-DD` date. */
export function parseIsoDate(value: IsoDate | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A date of any calendar (a Thai locale shows the Buddhist one) as a Gregorian `YYYY-MM-DD` string. */
export function toIsoDate(date: DateValue): IsoDate {
  return toCalendar(toCalendarDate(date), gregorian).toString();
}

/** Both ends of a range, or `null` when either is missing or invalid. */
export function parseIsoRange(
  value: IsoDateRange | null | undefined,
): { start: CalendarDate; end: CalendarDate } | null {
  const start = parseIsoDate(value?.start);
  const end = parseIsoDate(value?.end);
  return start && end ? { start, end } : null;
}

/**
 * The reference day: `reference` when given and valid, else today in `timeZone`. Computed from the
 * time zone of the `LocaleProvider`, not the runtime's, so a server and a browser agree on it.
 */
export function referenceDay(reference: IsoDate | undefined, timeZone: string): CalendarDate {
  return parseIsoDate(reference) ?? today(timeZone);
}
