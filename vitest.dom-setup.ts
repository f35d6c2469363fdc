import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/**
 * The jsdom projects run their test files one after another in one page per worker (`isolate:
 * false`, a fifth of the time a fresh page per file takes). After each file the page is left as a
 * fresh one would be, whatever the file's tests mounted, marked, stored or stubbed.
 */
// A file may ask for the node environment (`// @vitest-environment node`): it has no page to reset.
const freshUrl = typeof document === 'undefined' ? undefined : location.href;

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (freshUrl === undefined) return;
  cleanup();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const { name } of Array.from(element.attributes)) element.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, '', freshUrl);
});
