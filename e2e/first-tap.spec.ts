import type { Browser, Page, Request } from '@playwright/test';
import { emulateSlowPhone } from '../scripts/browser.mjs';
import { CONSENT_CONTAINER_ID } from '../site/src/features/consent/consentIds';
import { expect, test } from './fixtures';
import { rememberCookieChoice, seedLocalStorage, signedInStorage, storedUser } from './support/storage';
import { faqCategories } from './support/content';

// A visitor on a phone taps a control the moment the page first paints, on a 4× slower CPU over a
// slow 4G link (150 ms round trip, 1.6 Mbit/s down), and taps another 4 s after the page has loaded,
// having read it: the page must answer each at once, as INP's « good » (200 ms) asks. Controls the platform
// answers (a disclosure, a popover menu, a form's validation) and those the head scripts answer
// from the HTML (the cookie buttons, the tabs, the panels of the chat and of « Personnaliser »)
// answer in full; a control whose island must load first shows at once that the tap was received
// (`aria-busy`), and answers once its code is in: the tap is never lost. At 4 s an island's code
// has been fetched while the browser was idle, and nothing may wait for it: no script is
// requested after such a tap. Every figure is printed against INP's 200 ms, so a slow answer is
// visible; the test fails only on what a visitor would feel as lag, an order of magnitude from the
// tens of milliseconds a tap takes here and below the seconds that fetching code costs on this link
// (two slowed phones share the runner's two cores, so a figure varies by a few hundred ms).

/** INP's « good »: what every figure is printed against. */
const ANSWER_MS = 200;
/** Past this, a tap has waited for something: its code, or a long task of the page's own. */
const LAG_MS = 600;
/** How long a control whose code is on its way may take to answer in full, on this slow link. */
const ARRIVAL_MS = 20_000;
/** The later tap comes this long after the page has loaded: the visitor has read it. */
const LATER_MS = 4_000;

interface Control {
  /** What is tapped, in French as the visitor reads it. */
  control: string;
  /** The element tapped. */
  target: (page: Page) => ReturnType<Page['locator']>;
  /** True in the page once the tap is answered in full (evaluated in the browser). */
  answered: string;
  /** True in the page once the tap is acknowledged, for a control whose code loads on the tap. */
  acknowledged?: string;
  /** After the tap is answered: what the visitor does to go on reading (closing a menu). */
  after?: (page: Page) => Promise<void>;
}

/** One page load: a control tapped at first paint, others 4 s after load. */
interface Visit {
  path: string;
  /** Tapped the moment the page paints. */
  first: Control;
  /** Tapped 4 s after the page has loaded, in order, each one's island (if any) untouched until then. */
  later: Control[];
  /** Before the page loads: what the browser already holds (a stored cookie choice by default). */
  prepare?: (page: Page) => Promise<void>;
}

const [firstQuestion = '', secondQuestion = ''] = (faqCategories[0]?.items ?? []).map((item) => item.question);
const expandedButton = (text: string) =>
  `[...document.querySelectorAll('main button[aria-expanded="true"]')].some((button) => button.textContent.includes(${JSON.stringify(text)}))`;
const legalSection = (index: number): Control => ({
  control: `la section ${index + 1} des mentions légales`,
  target: (page) => page.getByRole('main').locator('button[aria-expanded]').nth(index),
  answered: `document.querySelectorAll('main button[aria-expanded]')[${index}]?.getAttribute('aria-expanded') === 'true'`,
});
const banner = (page: Page) => page.getByRole('region', { name: 'Nous respectons votre vie privée' });
const chatOpen = `document.querySelector('#chat section:not([hidden]) textarea') !== null`;
const chatAcknowledged = `document.querySelector('#chat [aria-busy="true"], #chat button[aria-expanded="true"]') !== null`;
const noChoice = async () => {};
/** True once a button of `scope` says it is expanded and the element it controls shows. */
const panelShown = (scope: string) =>
  `[...document.querySelectorAll('${scope} button[aria-expanded="true"]')].some((button) => document.getElementById(button.getAttribute('aria-controls'))?.checkVisibility())`;

const menu: Control = {
  control: '« Menu » à 375 px',
  target: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }),
  answered: `document.querySelector(':popover-open') !== null`,
  after: (page) => page.keyboard.press('Escape'),
};
const rejectAll: Control = {
  control: '« Tout refuser »',
  target: (page) => banner(page).getByRole('button', { name: 'Tout refuser' }),
  answered: `document.documentElement.dataset.consent === 'given'`,
};
const customise: Control = {
  control: '« Personnaliser » du bandeau cookies',
  target: (page) => banner(page).getByRole('button', { name: 'Personnaliser' }),
  acknowledged: `document.querySelector('#${CONSENT_CONTAINER_ID} [aria-busy="true"], #${CONSENT_CONTAINER_ID} button[aria-expanded="true"]') !== null`,
  // The button says it is open and its panel of switches shows.
  answered: panelShown(`#${CONSENT_CONTAINER_ID}`),
};
const chatLauncher: Control = {
  control: 'le lanceur du chat',
  target: (page) => page.locator('#chat button[aria-expanded]'),
  acknowledged: chatAcknowledged,
  answered: chatOpen,
};
const askAssistant: Control = {
  control: '« Interroger l’assistant en ligne »',
  target: (page) => page.getByRole('main').getByRole('button', { name: 'Interroger l’assistant en ligne' }),
  acknowledged: chatAcknowledged,
  answered: chatOpen,
};
const send = (form: string): Control => ({
  control: `« Envoyer » sur le formulaire ${form} vide`,
  target: (page) => page.getByRole('main').getByRole('button', { name: /^Envoyer/ }),
  // The browser's own validation: the first field in error takes the focus, and nothing is sent.
  answered: `document.activeElement?.matches('form :invalid') === true`,
});
const showMap: Control = {
  control: '« Afficher la carte »',
  target: (page) => page.getByRole('main').getByRole('button', { name: 'Afficher la carte' }),
  acknowledged: `document.querySelector('main [aria-busy="true"], main iframe') !== null`,
  answered: `document.querySelector('main iframe') !== null`,
};
const apiTab: Control = {
  control: 'l’onglet « API » de la documentation',
  target: (page) => page.getByRole('tab', { name: /^API/ }),
  acknowledged: `document.querySelector('[role="tab"][aria-busy="true"], [role="tab"][aria-selected="true"][id*="api" i]') !== null`,
  // The tab is chosen and its panel lists the API's documents.
  answered: `[...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((tab) => /^API/.test(tab.textContent ?? '') && document.getElementById(tab.getAttribute('aria-controls'))?.querySelector('a[href*="/docs/"]')?.checkVisibility())`,
};

const visits: Visit[] = [
  {
    path: '/fr/faq',
    first: {
      control: 'une question de la FAQ',
      target: (page) => page.getByRole('button', { name: firstQuestion }),
      answered: expandedButton(firstQuestion),
    },
    later: [
      {
        control: 'une autre question de la FAQ',
        target: (page) => page.getByRole('button', { name: secondQuestion }),
        answered: expandedButton(secondQuestion),
      },
    ],
  },
  { path: '/fr/legal', first: legalSection(0), later: [legalSection(1)] },
  { path: '/fr/', prepare: noChoice, first: menu, later: [customise] },
  { path: '/fr/', prepare: noChoice, first: customise, later: [rejectAll] },
  // The chat's panel, once open, covers a phone's header: the menu comes first.
  { path: '/fr/', prepare: noChoice, first: rejectAll, later: [menu, chatLauncher] },
  { path: '/fr/', prepare: noChoice, first: chatLauncher, later: [rejectAll] },
  { path: '/fr/contact', first: send('de contact'), later: [showMap] },
  { path: '/fr/contact', first: showMap, later: [send('de contact')] },
  { path: '/fr/docs', first: apiTab, later: [chatLauncher] },
  { path: '/fr/docs', first: chatLauncher, later: [apiTab] },
  { path: '/fr/support', first: askAssistant, later: [send('de support')] },
  { path: '/fr/support', first: send('de support'), later: [askAssistant] },
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
  await emulateSlowPhone(await context.newCDPSession(page));
  return { context, page };
}

/**
 * Records, in the page, when the visitor's finger lands (`pointerdown`, before any handler of the
 * page) and when each condition first holds, checked on every frame and every change of the DOM.
 * `window.__watch(conditions)` starts over for the next tap.
 */
function watch(conditions: Record<string, string>) {
  const script = `(() => {
    // The browser's own timeline, before the test's clock replaces \`performance\`.
    window.__timeline = performance;
    let marks;
    window.__watch = (checks) => { marks = window.__tap = { conditions: {}, checks }; };
    window.__watch(${JSON.stringify(conditions)});
    addEventListener('pointerdown', () => { marks.down ??= performance.now(); }, { capture: true });
    const check = () => {
      if (marks.down === undefined) return;
      for (const [name, test] of Object.entries(marks.checks)) {
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

/** The conditions of a tap on `control`. */
const conditionsOf = (control: Control) => ({
  answered: control.answered,
  ...(control.acknowledged ? { acknowledged: control.acknowledged } : {}),
});

/** Taps `control` and returns the milliseconds from the tap to each of its conditions, and the scripts it fetched. */
async function tapAndMeasure(page: Page, control: Control) {
  const conditions = conditionsOf(control);
  const fetched: string[] = [];
  const record = (request: Request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  };
  page.on('request', record);
  await control.target(page).click();
  const result = await figures(page, Object.keys(conditions), ARRIVAL_MS);
  page.off('request', record);
  return { ...result, fetched };
}

/**
 * The figures say the tap was answered without lag ({@link LAG_MS}): in full, or, at first paint, for a
 * control whose code is still on its way, acknowledged. Once the code is in, nothing may wait.
 */
function expectAnswered(control: Control, result: Tap, codeIn: boolean) {
  const firstAnswer = control.acknowledged && !codeIn ? result.acknowledged : result.answered;
  expect(firstAnswer, `${control.control}: the tap was lost`).not.toBeNull();
  expect(firstAnswer, control.control).toBeLessThanOrEqual(LAG_MS);
  expect(result.answered, `${control.control}: the tap was never answered in full`).not.toBeNull();
  if (codeIn) expect(result.fetched, `${control.control}: the tap waited for code`).toEqual([]);
}

/** Milliseconds from a tap to each named condition (`null`: never held), and the scripts it fetched. */
interface Tap {
  answered: number | null;
  acknowledged?: number | null;
  fetched?: string[];
}

/** A tap's figures as printed: milliseconds to each condition, and how many scripts it fetched. */
const printed = ({ fetched = [], ...conditions }: Tap) =>
  `${JSON.stringify(conditions)} ms after the tap (INP's good: ${ANSWER_MS} ms), ${fetched.length} scripts fetched`;

/** Milliseconds from the tap to each condition, once all hold (or `null` for one that never did). */
async function figures(page: Page, names: string[], timeout: number): Promise<Tap> {
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
  const measured = await page.evaluate((wanted) => {
    const tap = (window as unknown as { __tap: { down?: number; conditions: Record<string, number> } }).__tap;
    return Object.fromEntries(
      wanted.map((name) => {
        const at = tap.conditions[name];
        return [name, at === undefined || tap.down === undefined ? null : Math.round(at - tap.down)];
      }),
    );
  }, names);
  return { answered: null, ...measured };
}

/** The first contentful paint, in the page's clock, once there is one. */
async function firstContentfulPaint(page: Page) {
  const handle = await page.waitForFunction(
    () =>
      (window as unknown as { __timeline: Performance }).__timeline.getEntriesByName('first-contentful-paint')[0]
        ?.startTime ?? false,
    undefined,
    { polling: 16, timeout: 30_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

// Two slowed phones at a time, once the other journeys are done (playwright.config.ts, « first tap »).
test.describe('a tap at first paint, on a slow phone', () => {
  // Slow on purpose: each control loads its page over a slow link.
  test.describe.configure({ timeout: 60_000 });

  for (const visit of visits) {
    const { first, later } = visit;
    const names = later.map((control) => control.control).join(', ');
    test(`${visit.path}: ${first.control} at first paint, ${names} 4 s after load: each answers at once`, async ({
      browser,
    }) => {
      const { context, page } = await slowPhone(browser, 375);
      await (visit.prepare ?? rememberCookieChoice)(page);
      await page.addInitScript(watch(conditionsOf(first)));
      // The page's clock, so that « 4 s after load » passes without the test waiting for it.
      await page.clock.install();
      await page.goto(visit.path, { waitUntil: 'commit' });
      const paint = await firstContentfulPaint(page);
      const atPaint = await tapAndMeasure(page, first);
      console.log(`first tap, ${first.control}: painted at ${paint} ms, ${printed(atPaint)}`);
      expectAnswered(first, atPaint, false);
      if (visit.path === '/fr/contact') expect(new URL(page.url()).search).toBe('');
      await first.after?.(page);

      // The visitor reads on: the later control comes into view, the page loads, 4 s pass, and the
      // code the browser fetches while idle is in (every island of the page hydrated, or its code
      // loaded and waiting: site/build/interactionDirective.ts).
      await later[0]?.target(page).scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: 30_000 });
      const loaded = Date.now();
      await page.clock.fastForward(LATER_MS);
      await page.waitForFunction(
        () =>
          document.querySelectorAll('astro-island[client="interaction"][ssr]:not([data-island="loaded"])').length === 0,
        undefined,
        { timeout: 30_000 },
      );
      const codeIn = Date.now() - loaded;
      for (const control of later) {
        await page.evaluate(
          (checks) => (window as unknown as { __watch: (c: object) => void }).__watch(checks),
          conditionsOf(control),
        );
        const afterLoad = await tapAndMeasure(page, control);
        console.log(`4 s after load, ${control.control}: code in ${codeIn} ms after load, ${printed(afterLoad)}`);
        expectAnswered(control, afterLoad, true);
        await control.after?.(page);
      }
      await context.close();
    });
  }

  test(`the signed-in visitor's account menu answers at once when it appears`, async ({ browser }) => {
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
    console.log(`first tap, menu du compte: ${printed(result)}`);
    expect(result.acknowledged, 'the tap was lost').not.toBeNull();
    expect(result.acknowledged).toBeLessThanOrEqual(LAG_MS);
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
