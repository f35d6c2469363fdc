/**
 * French formatting helpers shared by every content module.
 *
 * The output is normalised so the server render (Node ICU) and the browser agree byte for byte:
 * narrow no-break space (U+202F) between thousands and before « % », no-break space (U+00A0)
 * before the currency sign.
 */

/** No-break space (U+00A0): before « : ; ! ? » and the currency sign, after « «. */
export const NBSP = '\u00a0';
/** Narrow no-break space (U+202F): thousands separator and before « % ». */
export const NNBSP = '\u202f';

/** Price text of a plan whose price is quoted on request. */
export const quoteLabel = 'Sur devis';

export interface FormatPriceOptions {
  /** ISO 4217 code; euros by default. */
  currency?: string;
  /** Digits after the decimal comma; 0 by default (« 1 499 € »). */
  fractionDigits?: number;
}

export interface FormatPercentOptions {
  /** Digits after the decimal comma; 0 by default. */
  fractionDigits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('fr-FR', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Uses the narrow no-break space between digit groups, whatever the ICU version produced. */
function normaliseGrouping(text: string): string {
  return text.replace(/(\d)[\s\u00a0\u202f](?=\d{3}(?!\d))/g, `$1${NNBSP}`);
}

/** « 1 499 € »: French grouping, no decimals, no-break space before the currency sign. */
export function formatPrice(amount: number, options: FormatPriceOptions = {}): string {
  const { currency = 'EUR', fractionDigits = 0 } = options;
  const formatter = numberFormat(`currency:${currency}:${fractionDigits}`, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return normaliseGrouping(formatter.format(amount)).replace(/[\s\u202f\u00a0](?=\D+$)/, NBSP);
}

/** « 40 % » from 40 (a value in percent, not a ratio), with a narrow no-break space before the sign. */
export function formatPercent(value: number, options: FormatPercentOptions = {}): string {
  const { fractionDigits = 0 } = options;
  const formatter = numberFormat(`percent:${fractionDigits}`, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  });
  return normaliseGrouping(formatter.format(value / 100)).replace(/[\s\u00a0\u202f]*%$/, `${NNBSP}%`);
}

/** « 10 000 »: French digit grouping with the narrow no-break space. */
export function formatNumber(value: number): string {
  return normaliseGrouping(numberFormat('number', { maximumFractionDigits: 2 }).format(value));
}

/**
 * Replaces ordinary spaces between digit groups of a free text (« 1 000 000 MGA ») with the
 * narrow no-break space, so facts kept as plain text in the config still print the French way.
 */
export function groupDigits(text: string): string {
  return normaliseGrouping(text);
}

/** The French forms of a word or phrase that agrees with a count. */
export interface PluralForms {
  /** 0 and 1 in French: « adresse IP bloquée ». */
  one: string;
  /** « adresses IP bloquées ». */
  other: string;
}

let pluralRules: Intl.PluralRules | undefined;

/** The form that agrees with `count` under the French rules, where 0 and 1 take the singular. */
export function plural(count: number, forms: PluralForms): string {
  pluralRules ??= new Intl.PluralRules('fr-FR');
  return pluralRules.select(count) === 'one' ? forms.one : forms.other;
}

// Created on first use: building a date formatter loads locale data, a cost that every page
// importing this module would otherwise pay while its scripts are evaluated.
let longDate: Intl.DateTimeFormat | undefined;
let monthYear: Intl.DateTimeFormat | undefined;

function parseIsoDate(isoDate: string): Date {
  const [year = '', month = '01', day = '01'] = isoDate.split('-');
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid ISO date: ${isoDate}`);
  }
  return date;
}

/** « 10 janvier 2025 » from '2025-01-10' (calendar date, no time-zone shift; « 1er » for the first day). */
export function formatDate(isoDate: string): string {
  longDate ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longDate.format(parseIsoDate(isoDate)).replace(/^1 /, '1er ');
}

/** « Janvier 2025 » from '2025-01' (capitalised, for headings and timeline labels). */
export function formatMonth(isoMonth: string): string {
  monthYear ??= new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const label = monthYear.format(parseIsoDate(isoMonth));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Lower case without accents or other combining marks: the key for accent-insensitive comparisons. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
