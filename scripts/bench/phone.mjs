// Time to content on the first-tap spec's phone (e2e/first-tap.spec.ts: 375 px, a 4× slower CPU,
// slow 4G: 150 ms round trip, 1.6 Mbit/s down), for what Lighthouse cannot load: the account area
// with a session in the browser, and without one (sent to the sign-in notice). Public routes are
// measured the same way beside it, their largest contentful paint being their content.
// `npm run bench` runs it after Lighthouse, on the same copy of the build.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, emulateSlowPhone, testChromium } from '../browser.mjs';
import { root } from '../sizes.mjs';

/**
 * A returning visitor's session: the bare token, which the site restores to its administrator
 * (spec §4, site/src/stores/authStore.ts), as a browser that signed in before holds it.
 */
const session = (token) => ({ auth_token: token });

/** Serves `siteDir` as the host does, on `port`; `ready` resolves once it answers. */
function serve(siteDir, port) {
  const child = spawn(process.execPath, [join(root, 'site/scripts/serve.mjs')], {
    env: { ...process.env, SITE_DIST_DIR: siteDir, PORT: String(port), HOST: '127.0.0.1', WRANGLER_LOG: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const ready = (async () => {
    for (let attempt = 0; attempt < 240; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`the site's server stopped (${child.exitCode})`);
      const answered = await fetch(`http://127.0.0.1:${port}/fr/`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error("the site's server never answered");
  })();
  return { ready, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

async function phone(browser, storage) {
  // The page's policy would refuse the measuring functions (evaluated strings): the bench's, not the site's.
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'fr-FR', bypassCSP: true });
  if (storage) {
    await context.addInitScript((entries) => {
      if (window !== window.top || sessionStorage.getItem('bench-seeded')) return;
      sessionStorage.setItem('bench-seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  await emulateSlowPhone(await context.newCDPSession(page));
  return { context, page };
}

/** Milliseconds from the navigation's start (the tap on a link) to `content` holding in the page that ends up shown. */
async function timeToContent(browser, origin, path, { storage, content }) {
  const { context, page } = await phone(browser, storage);
  const started = Date.now();
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  const at = await page.waitForFunction(content, undefined, { polling: 'raf', timeout: 60_000 });
  const shown = (await at.jsonValue()) + (await page.evaluate(() => performance.timeOrigin));
  const url = new URL(page.url()).pathname;
  await context.close();
  return { ms: shown - started, url };
}

// The account's content: its panel (site/src/views/account/AccountPanel.tsx), in place of « Chargement de votre espace… ».
const accountShown = `document.querySelector('main section[aria-labelledby="account-panel-title"]') !== null && performance.now()`;
// The sign-in notice's content, once painted.
const noticeShown = `(() => location.pathname === '/fr/login' && document.querySelector('main h1') &&
  performance.getEntriesByName('first-contentful-paint')[0]?.startTime)()`;
// A public page's largest contentful paint, once the load is over (none comes after).
const largestPaint = `(() => {
  if (!window.__lcp) { window.__lcp = { at: 0 }; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.at = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true }); }
  return document.readyState === 'complete' && window.__lcp.at > 0 && window.__lcp.at;
})()`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Serves `siteDir` on `port` and measures each case `runs` times; returns rows of
 * `{ what, path, ms, url }`, `ms` the median.
 */
export async function phoneTimes(siteDir, port, runs = 3) {
  const server = serve(siteDir, port);
  await server.ready;
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: testChromium(), args: chromiumArgs });
  const cases = [
    { what: 'public: home, LCP', path: '/fr/', content: largestPaint },
    { what: 'public: contact, LCP', path: '/fr/contact', content: largestPaint },
    {
      what: 'account area, signed in',
      path: '/fr/app/user',
      content: accountShown,
      storage: session('mock-token-1-1741942800000'),
    },
    { what: 'account area, no session (to /fr/login)', path: '/fr/app/user', content: noticeShown },
  ];
  try {
    const rows = [];
    for (const entry of cases) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await timeToContent(browser, origin, entry.path, entry));
      rows.push({ what: entry.what, path: entry.path, ms: median(results.map((r) => r.ms)), url: results[0].url });
    }
    return rows;
  } finally {
    await browser.close();
    server.stop();
  }
}
