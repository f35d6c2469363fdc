import { describe, expect, it } from 'vitest';
import { foldText, formatDate, formatMonth, formatNumber, formatPercent, formatPrice, groupDigits } from './format';

describe('formatPrice', () => {
  it('formats euros the French way, without decimals', () => {
    expect(formatPrice(1499)).toBe('1\u202f499\u00a0€');
    expect(formatPrice(299)).toBe('299\u00a0€');
    expect(formatPrice(10000)).toBe('10\u202f000\u00a0€');
  });

  it('rounds to whole euros by default and accepts decimals on request', () => {
    expect(formatPrice(79.4)).toBe('79\u00a0€');
    expect(formatPrice(1499.5, { fractionDigits: 2 })).toBe('1\u202f499,50\u00a0€');
  });

  it('accepts another currency', () => {
    expect(formatPrice(1000000, { currency: 'MGA' })).toBe('1\u202f000\u202f000\u00a0MGA');
  });
});

describe('formatPercent', () => {
  it('puts a narrow no-break space before the sign', () => {
    expect(formatPercent(40)).toBe('40\u202f%');
    expect(formatPercent(75)).toBe('75\u202f%');
    expect(formatPercent(12.5, { fractionDigits: 1 })).toBe('12,5\u202f%');
  });
});

describe('numbers, dates and text', () => {
  it('groups digits with the narrow no-break space', () => {
    expect(formatNumber(10000)).toBe('10\u202f000');
    expect(groupDigits('1 000 000 MGA')).toBe('1\u202f000\u202f000 MGA');
    expect(groupDigits('Toamasina 501')).toBe('Toamasina 501');
  });

  it('formats calendar dates without time-zone shift', () => {
    expect(formatDate('2025-01-10')).toBe('10 janvier 2025');
    expect(formatDate('2025-07-01')).toBe('1er juillet 2025');
    expect(formatMonth('2025-01')).toBe('Janvier 2025');
    expect(formatMonth('2025-07')).toBe('Juillet 2025');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('folds case and accents', () => {
    expect(foldText('Développement Éléphant Ça')).toBe('developpement elephant ca');
  });
});
