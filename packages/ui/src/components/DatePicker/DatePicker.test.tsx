import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Calendar } from '../Calendar';
import { parseIsoDate, parseIsoRange } from '../Calendar/dates';
import { DateRangePicker } from '../DateRangePicker';
import { Field } from '../Field';
import { LocaleProvider } from '../LocaleProvider';
import { DatePicker } from '.';
import { dateTextFormat, datePlaceholder, formatDateText, parseDateText } from './dateText';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ISO dates', () => {
  it('reads `YYYY-MM-DD` and nothing else', () => {
    expect(parseIsoDate('2026-12-24')).toBe('2026-12-24');
    expect(parseIsoDate('24/12/2026')).toBeNull();
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
    expect(parseIsoRange({ start: '2026-12-21', end: 'demain' })).toBeNull();
  });
});

describe('typed dates', () => {
  it('reads and writes them in the locale’s order', () => {
    const french = dateTextFormat('fr-FR');
    const american = dateTextFormat('en-US');
    expect(formatDateText('2026-12-24', french)).toBe('24/12/2026');
    expect(formatDateText('2026-12-24', american)).toBe('12/24/2026');
    expect(parseDateText('24/12/2026', french)).toBe('2026-12-24');
    expect(parseDateText('1.2.2027', french)).toBe('2027-02-01');
    expect(parseDateText('24122026', french)).toBe('2026-12-24');
    expect(parseDateText('12/24/2026', american)).toBe('2026-12-24');
    expect(parseDateText('24/12/2026', american)).toBeNull();
    expect(parseDateText('31/02/2026', french)).toBeNull();
    expect(parseDateText('24/12/26', french)).toBeNull();
    expect(datePlaceholder(french, { day: 'jj', month: 'mm', year: 'aaaa' })).toBe('jj/mm/aaaa');
  });
});

const page = (
  <LocaleProvider locale="fr-FR" timeZone="Indian/Antananarivo">
    <Calendar aria-label="Date d’intervention" defaultValue="2026-12-24" />
    <Field label="Date d’intervention" hint="Un jour ouvré.">
      <DatePicker name="intervention" defaultValue="2026-12-24" />
    </Field>
    <Field label="Séjour">
      <DateRangePicker startName="arrivee" endName="depart" defaultValue={{ start: '2026-12-21', end: '2026-12-30' }} />
    </Field>
  </LocaleProvider>
);

describe('on the server', () => {
  it('hydrates without a mismatch', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('input[name="intervention"]')).toHaveValue('2026-12-24');
    expect(container.querySelector('input[name="depart"]')).toHaveValue('2026-12-30');
    act(() => root?.unmount());
    consoleError.mockRestore();
    container.remove();
  });

  it('takes today in the provider’s time zone, not the runtime’s', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 22:30 in UTC on the 14th is 01:30 on the 15th in Antananarivo.
    vi.setSystemTime(new Date('2026-12-14T22:30:00Z'));
    const today = (timeZone: string) => {
      const html = renderToString(
        <LocaleProvider locale="fr-FR" timeZone={timeZone}>
          <Calendar aria-label="Date" />
        </LocaleProvider>,
      );
      return /data-current=""[^>]*>(\d+)</.exec(html)?.[1];
    };
    expect(today('Indian/Antananarivo')).toBe('15');
    expect(today('UTC')).toBe('14');
  });
});
