/** A day as an ISO 8601 string, `YYYY-MM-DD`, such as `'2026-12-24'`. */
export type IsoDate = string;

/** A span of days, both ends included, as ISO 8601 strings. */
export interface IsoDateRange {
  /** First day of the span, `YYYY-MM-DD`. */
  start: IsoDate;
  /** Last day of the span, `YYYY-MM-DD`. */
  end: IsoDate;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The ISO string of a year, a month (1 to 12) and a day, or `null` when no such day exists. */
export function isoFromParts(year: number, month: number, day: number): IsoDate | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The day an ISO string names, as itself, or `null` when it is empty or not a valid `YYYY-MM-DD` date. */
export function parseIsoDate(value: IsoDate | null | undefined): IsoDate | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? isoFromParts(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** Both ends of a range, or `null` when either is missing or invalid. */
export function parseIsoRange(value: IsoDateRange | null | undefined): IsoDateRange | null {
  const start = parseIsoDate(value?.start);
  const end = parseIsoDate(value?.end);
  return start && end ? { start, end } : null;
}

/**
 * The day as a local `Date` at noon, as a calendar draws it: noon stays on the same day whatever
 * a daylight-saving change does to the hours around it.
 */
export function isoToDate(value: IsoDate): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, month - 1, day, 12);
  date.setFullYear(year);
  return date;
}

/** The local day of a `Date` as an ISO string. */
export function dateToIso(date: Date): IsoDate {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in `timeZone`, as an ISO string. */
export function todayIn(timeZone: string, now = new Date()): IsoDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, number>>((found, part) => ({ ...found, [part.type]: Number(part.value) }), {});
  return isoFromParts(parts.year!, parts.month!, parts.day!)!;
}

/**
 * The reference day: `reference` when given and valid, else today in `timeZone`. Computed from the
 * time zone of the `LocaleProvider`, not the runtime's, so a server and a browser agree on it.
 */
export function referenceDay(reference: IsoDate | undefined, timeZone: string): IsoDate {
  return parseIsoDate(reference) ?? todayIn(timeZone);
}

/** Whether `locale` reads right to left (Arabic, Hebrew, Persian, Urdu…). */
export function isRtlLocale(locale: string): boolean {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return ['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi'].includes(language);
}

/** The first day of the week in `locale`: 0 for Sunday, 1 for Monday (the region decides). */
export function weekStart(locale: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay;
    if (firstDay) return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  } catch {
    // An unknown tag: the CLDR default below.
  }
  const region = new Intl.Locale(locale).maximize().region ?? '';
  if (['US', 'CA', 'MX', 'BR', 'JP', 'IL', 'IN', 'KR', 'PH', 'ZA', 'AU', 'TW', 'HK'].includes(region)) return 0;
  if (['AE', 'AF', 'BH', 'DJ', 'DZ', 'EG', 'IQ', 'IR', 'JO', 'KW', 'LY', 'OM', 'QA', 'SA', 'SD', 'SY'].includes(region))
    return 6;
  return 1;
}
