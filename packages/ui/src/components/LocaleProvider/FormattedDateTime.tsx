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
  /** Locale of the format; the nearest `LocaleProvider`'s by default. */
  locale?: string | undefined;
  /** IANA time zone the instant is shown in; the nearest `LocaleProvider`'s by default. */
  timeZone?: string | undefined;
}

/**
 * A date or time as text, in the locale and time zone of the nearest `LocaleProvider`: the client
 * leaf through which a server component formats a date.
 */
export function FormattedDateTime({ value, options, locale, timeZone }: FormattedDateTimeProps) {
  const settings = useLocaleSettings();
  return dateTimeFormat(locale ?? settings.locale, { ...options, timeZone: timeZone ?? settings.timeZone }).format(
    value,
  );
}
