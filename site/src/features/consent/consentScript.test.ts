import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY } from '../../stores/consentStore';
import { consentScript } from './consentScript';

/** Runs the head script as the page does, and says what it decided. */
function runHeadScript(): string | undefined {
  // The shipped text itself, the one the CSP hash names, run as the page's inline script runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(consentScript)();
  return document.documentElement.dataset.consent;
}

function store(consentDate: Date | string, hasConsented = true, preferences = '{"essential":true,"analytics":false}') {
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ hasConsented, consentDate }));
  if (preferences) localStorage.setItem(PREFERENCES_STORAGE_KEY, preferences);
}

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date;
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete document.documentElement.dataset.consent;
});

describe('the consent head script', () => {
  it('asks on a first visit', () => {
    expect(runHeadScript()).toBe('ask');
  });

  it('keeps the banner hidden for a choice made this month', () => {
    store(new Date());
    expect(runHeadScript()).toBe('given');
  });

  it('asks again once the choice is six months old', () => {
    store(monthsAgo(6));
    expect(runHeadScript()).toBe('ask');
    localStorage.clear();
    store(monthsAgo(5));
    expect(runHeadScript()).toBe('given');
  });

  it('asks when the stored choice is unreadable, incomplete or not a consent', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(runHeadScript()).toBe('ask');
    localStorage.clear();
    store(new Date(), true, '');
    expect(runHeadScript()).toBe('ask');
    localStorage.clear();
    store(new Date(), false);
    expect(runHeadScript()).toBe('ask');
    localStorage.clear();
    store('hier');
    expect(runHeadScript()).toBe('ask');
  });

  it('asks when storage cannot be read at all', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(runHeadScript()).toBe('ask');
    } finally {
      getItem.mockRestore();
    }
  });
});
