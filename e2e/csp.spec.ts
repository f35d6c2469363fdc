import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chatSite } from './support/servers';
import { cookieChoiceStorage, seedLocalStorage } from './support/storage';

/** A violation of the page's Content-Security-Policy, as the browser reports it to the page. */
interface Violation {
  directive: string;
  blocked: string;
}

/** Collects the page's CSP violations from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const violations: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

const headerNames = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
];

test('pages, assets and the 404 page are served with the security headers', async ({ request, page }) => {
  await page.goto('/fr/');
  // An island's code, which the page loads once the visitor reaches for it.
  const script = await page.locator('astro-island[component-url]').first().getAttribute('component-url');
  expect(script).toBeTruthy();
  for (const path of ['/fr/', '/fr/contact', `${script}`, '/fr/page-qui-n-existe-pas']) {
    const response = await request.get(path);
    const headers = response.headers();
    for (const name of headerNames) expect(headers[name], `${name} on ${path}`).toBeTruthy();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
});

test('the inline scripts (head scripts and island loaders) run by their hashes in the policy; the rest is data', async ({
  page,
}) => {
  for (const path of ['/fr/', '/fr/faq', '/fr/services/developpement-web-et-mobile']) {
    const violations = await recordViolations(page);
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scripts = await page
      .locator('script:not([src])')
      .evaluateAll((elements) =>
        elements.map((script) => ({ type: script.getAttribute('type'), text: script.textContent ?? '' })),
      );
    const data = ['application/ld+json', 'application/json'];
    expect(scripts.filter(({ type }) => type === 'application/ld+json').length).toBeGreaterThan(0);
    const code = scripts.filter(({ type }) => !data.includes(type ?? ''));
    // The four head scripts (consent, fonts, page behaviours, chat opener), then Astro's island loaders.
    expect(code.length).toBeGreaterThan(4);
    for (const { text } of code) {
      expect(policy.match(/script-src[^;]*/)?.[0]).toContain(
        `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
      );
    }
    // They ran: the banner's fate is decided before the first paint, and an island hydrates when touched.
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'ask');
    await page.locator('#chat button[aria-expanded]').click();
    await expect(page.locator('#chat astro-island')).not.toHaveAttribute('ssr');
    expect(await violations()).toEqual([]);
  }
});

test('every link to another host, on every prerendered page, carries rel="noopener noreferrer"', () => {
  const dist = join(import.meta.dirname, '..', 'site', 'dist');
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(40);
  let external = 0;
  for (const file of pages) {
    const html = readFileSync(join(dist, file), 'utf8');
    for (const [anchor] of html.matchAll(/<a\b[^>]*\bhref="https?:\/\/[^"]*"[^>]*>/g)) {
      external += 1;
      expect(anchor, file).toMatch(/\brel="noopener noreferrer"/);
    }
  }
  expect(external).toBeGreaterThan(0);
});

test.describe('with analytics consented and the map loaded', () => {
  // The browser logs each refusal the test provokes at the end; violations before it fail the test.
  test.use({
    baseURL: chatSite.baseURL,
    allowedConsole: [/violates (?:the following|the document's) Content Security Policy/],
  });

  test('the policy lets gtag.js, its collection and the map through, and nothing else', async ({ page }) => {
    const violations = await recordViolations(page);
    await seedLocalStorage(
      page,
      cookieChoiceStorage(new Date(), { analytics: true, marketing: false, functional: true }),
    );
    // Stand-ins for Google's and OpenStreetMap's servers: nothing leaves the machine.
    await page.route('https://www.googletagmanager.com/gtag/js**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.__gtagLoaded = true;
          fetch('https://region1.google-analytics.com/g/collect?v=2', { method: 'POST', mode: 'no-cors' });
          new Image().src = 'https://www.google-analytics.com/collect?v=1';`,
      }),
    );
    await page.route('https://*.google-analytics.com/**', (route) => route.fulfill({ status: 204 }));
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Carte</title><p>Carte</p>' }),
    );

    await page.goto('/fr/contact');
    await expect.poll(() => page.evaluate(() => 'gtag' in window && '__gtagLoaded' in window)).toBe(true);
    // With functional cookies accepted, the map loads by itself once scrolled to.
    await page.getByRole('region', { name: 'Nous trouver' }).scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe[src^="https://www.openstreetmap.org/"]').getByText('Carte')).toBeVisible();
    await expect.poll(violations).toEqual([]);

    // Anything else is refused: another script host, another API, another frame.
    await page.route('https://cdn.example.com/**', (route) => route.fulfill({ body: 'window.__foreign = true;' }));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://cdn.example.com/tracker.js';
      document.head.append(script);
      void fetch('https://api.example.com/collect').catch(() => undefined);
      const frame = document.createElement('iframe');
      frame.src = 'https://cdn.example.com/embed';
      document.body.append(frame);
    });
    await expect
      .poll(async () => (await violations()).map(({ directive }) => directive).sort())
      .toEqual(['connect-src', 'frame-src', 'script-src-elem']);
    expect(await page.evaluate(() => '__foreign' in window)).toBe(false);
  });
});
