'use client';

import { useLocaleSettings } from './context';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options: a table formats every row with the same one. */
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

export interface FormattedDateTimeProps {
  /** The instant to show. */
  value: Date;
  /** What to show of it (`dateStyle`, `timeStyle`, `hour`…); the time zone comes from `timeZone`. */
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>;
  /**
   * BCP 47 locale of the format, such as `fr-FR`.
   * @default the nearest `LocaleProvider`'s, else `en-US`
   */
  locale?: string | undefined;
  /**
   * IANA time zone the instant is shown in, such as `Indian/Antananarivo`.
   * @default the nearest `LocaleProvider`'s, else `UTC`
   */
  timeZone?: string | undefined;
}

/**
 * A date or time as text, in the locale and time zone of the nearest `LocaleProvider` (`en-US` and
 * `UTC` without one), so that the server's HTML and the browser's render agree. A client leaf: a
 * server component can render it to show a date in the reader's settings.
 *
 * @example
 * ```tsx
 * <FormattedDateTime value={new Date(invoice.paidAt)} options={{ dateStyle: 'long' }} />
 * ```
 */
export function FormattedDateTime({ value, options, locale, timeZone }: FormattedDateTimeProps) {
  const settings = useLocaleSettings();
  return dateTimeFormat(locale ?? settings.locale, { ...options, timeZone: timeZone ?? settings.timeZone }).format(
    value,
  );
}
