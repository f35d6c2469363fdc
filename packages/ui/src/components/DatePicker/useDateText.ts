import { useMemo, useState } from 'react';
import type { IsoDate } from '../Calendar/dates';
import { isRtlLocale } from '../Calendar/dates';
import { useMessages } from '../LocaleProvider/context';
import { datePicker as english } from '../LocaleProvider/en/datePicker';
import { formatMessage } from '../LocaleProvider/messages';
import { dateTextFormat, datePlaceholder, formatDateText, parseDateText } from './dateText';

/** The locale's way of writing a date in the field, its placeholder and its error for other text. */
export function useDateTextFormat(locale: string) {
  const text = useMessages('datePicker', english);
  return useMemo(() => {
    const format = dateTextFormat(locale);
    const placeholder = datePlaceholder(format, text.placeholder);
    return {
      format,
      placeholder,
      invalidMessage: formatMessage(text.invalidMessage, { format: placeholder }),
      // A typed date stays in the locale's order, a run of digits in a right-to-left page too.
      dir: isRtlLocale(locale) ? ('rtl' as const) : ('ltr' as const),
    };
  }, [locale, text.placeholder, text.invalidMessage]);
}

/**
 * The text of a date field: what the visitor types, read as a day once it is a whole date, and
 * written again from `value` when the value changes from elsewhere (the calendar, the parent).
 * `onDate` is called with the typed day, or `null` when the text is no longer one.
 */
export function useDateText(
  value: IsoDate | null,
  format: ReturnType<typeof useDateTextFormat>['format'],
  onDate: (value: IsoDate | null) => void,
) {
  const [text, setText] = useState(() => formatDateText(value, format));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(formatDateText(value, format));
  }
  const parsed = text.trim() ? parseDateText(text, format) : null;
  return {
    text,
    /** Typed text that is no date: the form's error until it is corrected or cleared. */
    invalid: Boolean(text.trim()) && parsed === null,
    onChange: (next: string) => {
      setText(next);
      const day = next.trim() ? parseDateText(next, format) : null;
      if (day !== value) {
        setShown(day);
        onDate(day);
      }
    },
    // Once the visitor leaves the field, a date typed as 1/2/2027 reads 01/02/2027.
    onBlur: () => {
      if (parsed) setText(formatDateText(parsed, format));
    },
  };
}
