import { isoFromParts, type IsoDate } from '../Calendar/dates';

type Part = 'day' | 'month' | 'year';

/** How `locale` writes a date in digits: the order of its parts and the sign between them. */
export interface DateTextFormat {
  order: Part[];
  separator: string;
}

/** The order and separator of `locale`'s short numeric dates (jj/mm/aaaa in French, mm/dd/yyyy in American English). */
export function dateTextFormat(locale: string): DateTextFormat {
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).formatToParts(new Date(2026, 11, 24));
  const order = parts.map((part) => part.type).filter((type): type is Part => ['day', 'month', 'year'].includes(type));
  // A right-to-left locale may surround its literals with direction marks: the sign alone is kept.
  const literal = parts.find((part) => part.type === 'literal')?.value.replace(/[\u200e\u200f\u061c\s]/g, '');
  return { order: order.length === 3 ? order : ['day', 'month', 'year'], separator: literal || '/' };
}

/** The placeholder of the field, in the order and with the letters of the locale: jj/mm/aaaa. */
export function datePlaceholder(format: DateTextFormat, letters: Record<Part, string>): string {
  return format.order.map((part) => letters[part]).join(format.separator);
}

/** A day as the field shows it: 24/12/2026. */
export function formatDateText(value: IsoDate | null | undefined, format: DateTextFormat): string {
  if (!value) return '';
  const [year, month, day] = value.split('-');
  const parts = { year, month, day } as Record<Part, string>;
  return format.order.map((part) => parts[part]).join(format.separator);
}

/**
 * The day typed in the field, in the locale's order, or `null` when it is not a whole date. Any
 * sign separates the parts (24/12/2026, 24.12.2026, 24 12 2026); a run of eight digits is read in
 * the locale's order too (24122026). Years are written in full.
 */
export function parseDateText(text: string, format: DateTextFormat): IsoDate | null {
  const trimmed = text.trim();
  let pieces = trimmed.split(/\D+/).filter(Boolean);
  if (pieces.length === 1 && pieces[0]!.length === 8) {
    const digits = pieces[0]!;
    let at = 0;
    pieces = format.order.map((part) => {
      const length = part === 'year' ? 4 : 2;
      const piece = digits.slice(at, at + length);
      at += length;
      return piece;
    });
  }
  if (pieces.length !== 3) return null;
  const parts = Object.fromEntries(format.order.map((part, index) => [part, pieces[index]!])) as Record<Part, string>;
  if (parts.year.length !== 4 || parts.month.length > 2 || parts.day.length > 2) return null;
  return isoFromParts(Number(parts.year), Number(parts.month), Number(parts.day));
}
