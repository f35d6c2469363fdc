import type { Page } from '@playwright/test';

/**
 * Collects, from now on, every web request the page makes to another origin than the site's:
 * the list the caller expects empty once the page has done what it does. `data:` and `blob:`
 * addresses fetch nothing and are left out.
 */
export function requestsElsewhere(page: Page, baseURL: string | undefined): string[] {
  const siteOrigin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== siteOrigin)
      elsewhere.push(request.url());
  });
  return elsewhere;
}
