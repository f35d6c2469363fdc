import type { Browser, Page } from '@playwright/test';
import { CONSENT_CONTAINER_ID } from '../site/src/features/consent/consentIds';
import { expect, test } from './fixtures';
import { rememberCookieChoice, seedLocalStorage, signedInStorage, storedUser } from './support/storage';
import { faqCategories } from './support/content';

// A visitor on a phone taps a control the moment the page first paints, on a 4× slower CPU over a
// slow 4G link (150 ms round trip, 1.6 Mbit/s down): the page must answer within 200 ms, INP's
// « good ». Controls the platform answers (a disclosure, a popover menu, a form's validation, the
// cookie buttons, answered by the head script) answer in full; a control whose island must load
// first shows at once that the tap was received (`aria-busy`), and answers once its code is in:
// the tap is never lost. Every figure is printed, so a miss is visible.

/** INP's « good »: a page answers a tap within this. */
const ANSWER_MS = 200;
/** How long a control whose code is on its way may take to answer in full, on this slow link. */
const ARRIVAL_MS = 20_000;

interface Tap {
  /** What is tapped, in French as the visitor reads it. */
  control: string;
  path: string;
  /** Viewport width: phones get 375 px. */
  width?: number;
  /** The element tapped. */
  target: (page: Page) => ReturnType<Page['locator']>;
  /** True in the page once the tap is answered in full (evaluated in the browser). */
  answered: string;
  /** True in the page once the tap is acknowledged, for a control whose code loads on the tap. */
  acknowledged?: string;
  /** Before the page loads: what the browser already holds (a stored cookie choice by default). */
  prepare?: (page: Page) => Promise<void>;
}

const firstQuestion = faqCategories[0]?.items[0]?.question ?? '';

const taps: Tap[] = [
  {
    control: 'une question de la FAQ',
    path: '/fr/faq',
    width: 375,
    target: (page) => page.getByRole('button', { name: firstQuestion }),
    answered: `document.querySelector('main [aria-expanded="true"]') !== null`,
  },
  {
    control: 'une section des mentions légales',
    path: '/fr/legal',
    width: 375,
    target: (page) => page.getByRole('main').locator('button[aria-expanded]').first(),
    answered: `document.querySelector('main button[aria-expanded="true"]') !== null`,
  },
  {
    control: '« Menu » à 375 px',
    path: '/fr/',
    width: 375,
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }),
    answered: `document.querySelector(':popover-open') !== null`,
  },
  {
    control: '« Envoyer » sur le formulaire de contact vide',
    path: '/fr/contact',
    width: 375,
    target: (page) => page.getByRole('button', { name: 'Envoyer' }),
    // The browser's own validation: the first field in error takes the focus, and nothing is sent.
    answered: `document.activeElement?.matches('form :invalid') === true`,
  },
  {
    control: '« Tout refuser »',
    path: '/fr/',
    width: 375,
    target: (page) =>
      page
        .getByRole('region', { name: 'Nous respectons votre vie privée' })
        .getByRole('button', { name: 'Tout refuser' }),
    answered: `document.documentElement.dataset.consent === 'given'`,
    prepare: async () => {},
  },
  {
    control: 'l’onglet « API » de la documentation',
    path: '/fr/docs',
    width: 375,
    target: (page) => page.getByRole('tab', { name: /^API/ }),
    acknowledged: `document.querySelector('[role="tab"][aria-busy="true"], [role="tab"][aria-selected="true"][id*="api" i]') !== null`,
    answered: `[...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((tab) => /^API/.test(tab.textContent ?? ''))`,
  },
  {
    control: 'le lanceur du chat',
    path: '/fr/',
    width: 375,
    target: (page) => page.locator('#chat button[aria-expanded]'),
    acknowledged: `document.querySelector('#chat [aria-busy="true"], #chat button[aria-expanded="true"]') !== null`,
    answered: `document.querySelector('#chat section:not([hidden]) textarea') !== null`,
  },
  {
    control: '« Personnaliser » du bandeau cookies',
    path: '/fr/',
    width: 375,
    target: (page) =>
      page
        .getByRole('region', { name: 'Nous respectons votre vie privée' })
        .getByRole('button', { name: 'Personnaliser' }),
    acknowledged: `document.querySelector('#${CONSENT_CONTAINER_ID} [aria-busy="true"], #${CONSENT_CONTAINER_ID} button[aria-expanded="true"]') !== null`,
    answered: `document.querySelector('#${CONSENT_CONTAINER_ID} button[aria-expanded="true"]') !== null`,
    prepare: async () => {},
  },
  {
    control: '« Interroger l’assistant en ligne »',
    path: '/fr/support',
    width: 375,
    target: (page) => page.getByRole('main').getByRole('button', { name: 'Interroger l’assistant en ligne' }),
    acknowledged: `document.querySelector('#chat [aria-busy="true"], #chat button[aria-expanded="true"]') !== null`,
    answered: `document.querySelector('#chat section:not([hidden]) textarea') !== null`,
  },
  {
    control: '« Afficher la carte »',
    path: '/fr/contact',
    width: 375,
    target: (page) => page.getByRole('main').getByRole('button', { name: 'Afficher la carte' }),
    acknowledged: `document.querySelector('main [aria-busy="true"], main iframe') !== null`,
    answered: `document.querySelector('main iframe') !== null`,
  },
];

/** A fresh phone on a slow link: 4× slower CPU, slow 4G. */
async function slowPhone(browser: Browser, width: number, javaScriptEnabled = true) {
  // The page's own policy would refuse the watcher's checks (they are evaluated): the test's, not the site's.
  const context = await browser.newContext({
    viewport: { width, height: 740 },
    javaScriptEnabled,
    locale: 'fr-FR',
    bypassCSP: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return { context, page };
}

/**
 * Records, in the page, when the visitor's finger lands (`pointerdown`, before any handler of the
 * page) and when each condition first holds, checked on every frame and every change of the DOM.
 */
function watch(conditions: Record<string, string>) {
  const script = `(() => {
    const marks = (window.__tap = { conditions: {} });
    addEventListener('pointerdown', () => { marks.down ??= performance.now(); }, { capture: true });
    const checks = ${JSON.stringify(conditions)};
    const check = () => {
      if (marks.down === undefined) return;
      for (const [name, test] of Object.entries(checks)) {
        if (marks.conditions[name] === undefined && (0, eval)(test)) marks.conditions[name] = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
    document.addEventListener('focusin', check, true);
    const frame = () => { check(); requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
  })();`;
  return script;
}

/** Milliseconds from the tap to each condition, once all hold (or `null` for one that never did). */
async function figures(page: Page, names: string[], timeout: number) {
  await page
    .waitForFunction(
      (wanted) => {
        const tap = (window as unknown as { __tap?: { conditions: Record<string, number> } }).__tap;
        return wanted.every((name) => tap?.conditions[name] !== undefined);
      },
      names,
      { timeout },
    )
    .catch(() => {});
  return page.evaluate((wanted) => {
    const tap = (window as unknown as { __tap: { down?: number; conditions: Record<string, number> } }).__tap;
    return Object.fromEntries(
      wanted.map((name) => {
        const at = tap.conditions[name];
        return [name, at === undefined || tap.down === undefined ? null : Math.round(at - tap.down)];
      }),
    );
  }, names);
}

/** The first contentful paint, in the page's clock, once there is one. */
async function firstContentfulPaint(page: Page) {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false,
    undefined,
    { polling: 16, timeout: 30_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

// Two slowed phones at a time, once the other journeys are done (playwright.config.ts, « first tap »).
test.describe('a tap at first paint, on a slow phone', () => {
  // Slow on purpose: each control loads its page over a slow link.
  test.describe.configure({ timeout: 60_000 });

  for (const tap of taps) {
    test(`${tap.control} (${tap.path}) answers within ${ANSWER_MS} ms`, async ({ browser }) => {
      const { context, page } = await slowPhone(browser, tap.width ?? 1280);
      await (tap.prepare ?? rememberCookieChoice)(page);
      const conditions = { answered: tap.answered, ...(tap.acknowledged ? { acknowledged: tap.acknowledged } : {}) };
      await page.addInitScript(watch(conditions));
      await page.goto(tap.path, { waitUntil: 'commit' });
      const paint = await firstContentfulPaint(page);
      await tap.target(page).click();
      const result = await figures(page, Object.keys(conditions), ARRIVAL_MS);
      console.log(`first tap, ${tap.control}: painted at ${paint} ms, ${JSON.stringify(result)} ms after the tap`);
      const firstAnswer = tap.acknowledged ? result.acknowledged : result.answered;
      expect(firstAnswer, 'the tap was lost').not.toBeNull();
      expect(firstAnswer).toBeLessThanOrEqual(ANSWER_MS);
      expect(result.answered, 'the tap was never answered in full').not.toBeNull();
      if (tap.path === '/fr/contact') expect(new URL(page.url()).search).toBe('');
      await context.close();
    });
  }

  test(`the signed-in visitor's account menu answers within ${ANSWER_MS} ms of appearing`, async ({ browser }) => {
    const { context, page } = await slowPhone(browser, 1280);
    await rememberCookieChoice(page);
    await seedLocalStorage(page, signedInStorage());
    await page.addInitScript(
      watch({
        answered: `document.querySelector('[role="menu"]') !== null`,
        // The button says at once that it is working: pressed before the menu's code has arrived,
        // or while the menu renders (a transition, so the press paints first).
        acknowledged: `document.querySelector('header [aria-busy="true"], [role="menu"]') !== null`,
      }),
    );
    await page.goto('/fr/services', { waitUntil: 'commit' });
    // The menu is the user's once the stored session is read: it appears in place of the guest's links.
    const trigger = page.getByRole('banner').getByRole('button', { name: storedUser.name });
    await trigger.waitFor({ timeout: 30_000 });
    await trigger.click();
    const result = await figures(page, ['acknowledged', 'answered'], ARRIVAL_MS);
    console.log(`first tap, menu du compte: ${JSON.stringify(result)} ms after the tap`);
    expect(result.acknowledged, 'the tap was lost').not.toBeNull();
    expect(result.acknowledged).toBeLessThanOrEqual(ANSWER_MS);
    expect(result.answered, 'the tap was never answered in full').not.toBeNull();
    await context.close();
  });
});

test.describe('without JavaScript', () => {
  test('every FAQ answer and legal section can be read, the menu opens, and the contact form validates', async ({
    browser,
  }) => {
    const { context, page } = await slowPhone(browser, 375, false);
    await page.goto('/fr/faq');
    const answer = faqCategories[0]?.items[0]?.answer ?? '';
    await expect(page.getByText(answer)).toBeVisible();

    await page.goto('/fr/legal');
    const sections = page.getByRole('main').locator('cui-accordion-panel');
    expect(await sections.count()).toBeGreaterThan(3);
    for (const section of await sections.all()) await expect(section).toBeVisible();

    await page.goto('/fr/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator(':popover-open').getByRole('link', { name: 'Services' })).toBeVisible();

    await page.goto('/fr/contact');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.locator('form :invalid').first()).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/fr/contact');
    await context.close();
  });
});
