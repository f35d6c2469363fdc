#!/usr/bin/env node
// Checks @company/ui, as published, in a Next.js App Router app built with its default bundler
// (Turbopack in Next 16), and measures the client JavaScript that each *server* page costs:
//   1. the app of fixtures/next-app (next@16.4, react@19.3, the tarball; .jsx, no TypeScript,
//      nothing in next.config.mjs that changes how the package is compiled), copied into a scratch
//      directory and installed there (scripts/package-check/fixtures.mjs)
//   2. `next build`; a page that breaks the build is reported, moved aside and the rest rebuilt
//   3. `next start` on a free port; every page's <script src> and preloaded scripts are downloaded
//      and gzipped (level 9); each page's cost is its difference over a control page
//   4. Chromium (Playwright) on the page with the interactive components: no console errors or
//      hydration warnings, the accordion toggles, the app's own client wrapper gets the banner's callback;
//      on /app-components, the combobox, date picker and data table used as a visitor does
//      (scripts/package-check/app-components.mjs)
//   5. a date outside any LocaleProvider, rendered by a server in Kiribati's zone and in German and
//      hydrated by a browser in Los Angeles and in French: the same text on both, no mismatch
//   6. Tailwind CSS v4 through `@tailwindcss/postcss` on /tailwind (a root layout of its own), set up
//      as the package README says: the components styled, utilities passed as className winning
//      (scripts/package-check/tailwind-consumer.mjs)
// Called by scripts/check-package.mjs; runnable alone for debugging:
//   node scripts/package-check/next-consumer.mjs /path/to/company-ui-x.tgz [--keep]
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { offers, trail } from '../../fixtures/next-app/app/(french)/offers.js';
import { lastUpdate } from '../../fixtures/next-app/app/(no-provider)/instant.js';
import { NPM_INSTALL_ARGS, copyFixture } from './fixtures.mjs';
import { checkAppComponents } from './app-components.mjs';
import { checkTailwindPage, checkTailwindSetup } from './tailwind-consumer.mjs';
import { pageProblems } from './page-problems.mjs';
import { childEnv, indent, output, withoutNpmConfigNoise } from './process.mjs';

/** Most client JS (gzip, KB = 1024 bytes) a server page may add over the control page. */
export const CLIENT_JS_BUDGETS_KB = {
  button: 3,
  'button-subpath': 3,
  presentational: 1,
};

const INSTALL_TIMEOUT_MS = 300_000;
const BUILD_TIMEOUT_MS = 300_000;
const START_TIMEOUT_MS = 30_000;
// A compile error stops the build before any page is prerendered; prerender errors are all reported
// at once (prerenderEarlyExit: false). So a third build is enough to build the pages that work.
const MAX_BUILDS = 3;

/**
 * The routes of fixtures/next-app (app/<group>/<route>/page.jsx): the pages under the French root
 * layout and its LocaleProvider, and one under a root layout without any.
 */
const PAGES = {
  control: { what: 'control page (next/link and a heading)', group: '(french)' },
  button: { what: 'server page with Button from the barrel', group: '(french)' },
  'button-subpath': { what: 'server page with Button from the /button entry point', group: '(french)' },
  presentational: { what: 'server page with the presentational components', group: '(french)' },
  table: { what: 'server page with Table and Breadcrumbs', group: '(french)' },
  all: { what: 'server page with the six components', group: '(french)' },
  'app-components': { what: 'server page with Combobox, DatePicker and DataTable', group: '(french)' },
  dates: { what: 'server page with a date and no LocaleProvider', group: '(no-provider)' },
  tailwind: { what: 'server page styled with Tailwind CSS v4 through @tailwindcss/postcss', group: '(tailwind)' },
};

/**
 * The server's zone and language, and the browser's: apart, as a server in a data centre and a
 * visitor are. Kiribati is 14 hours ahead of UTC, Los Angeles 7 hours behind it in March.
 */
const SERVER_RUNTIME = { TZ: 'Pacific/Kiritimati', LANG: 'de_DE.UTF-8' };
const BROWSER_RUNTIME = { timezoneId: 'America/Los_Angeles', locale: 'fr-FR' };

const lastLines = (text, count) => text.split('\n').slice(-count).join('\n');
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const signedKB = (bytes) => `${bytes < 0 ? '−' : '+'}${kB(Math.abs(bytes))}`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const gzipSize = (data) => gzipSync(data, { level: 9 }).length;

/**
 * @param {{ tarball: string, packageName: string, dir: string, env: NodeJS.ProcessEnv }} options
 *   tarball: absolute path of the packed .tgz; dir: a scratch directory to copy the fixture into;
 *   env: the environment of the caller's child processes (pinned Node first on PATH, no npm_* leaks).
 * @returns {Promise<{ checks: Array<{ ok: boolean, label: string, details?: string }>, figures: Record<string, number> }>}
 *   figures: `control` = client JS of the control page, other route names = their difference over it,
 *   `rsc:<route>` = inline RSC payload, all in bytes (gzip level 9); `ms:<step>` = duration of a step.
 */
export async function checkNextConsumer({ tarball, packageName, dir, env = process.env }) {
  const checks = [];
  const figures = {};
  const check = (ok, label, details) => checks.push(details ? { ok, label, details } : { ok, label });
  const appEnv = nextEnv(env);

  await copyFixture('next-app', dir, tarball);
  checks.push(...(await tailwindSetup(dir)));
  const install = await run('npm', NPM_INSTALL_ARGS, { cwd: dir, env: appEnv, timeoutMs: INSTALL_TIMEOUT_MS });
  figures['ms:install'] = Math.round(install.ms);
  if (install.code !== 0) {
    check(false, 'Next.js: npm install of the scratch app failed', withoutNpmConfigNoise(output(install)));
    return { checks, figures };
  }
  const versions = await installedVersions(dir, ['next', 'react', 'react-dom']);
  check(
    true,
    `Next.js: scratch app (fixtures/next-app) installed (${versions}, ${packageName} from the tarball) in ${seconds(install.ms)}`,
  );

  const build = await buildApp(dir, appEnv);
  figures['ms:build'] = Math.round(build.ms);
  const brokenList = [...build.broken.keys()].map((route) => `/${route}`).join(', ');
  if (build.broken.size) {
    check(
      false,
      `Next.js: next build (Turbopack) fails because of ${brokenList}`,
      [...build.broken.values()].join('\n\n'),
    );
  }
  if (!build.ok) {
    check(false, `Next.js: next build (Turbopack) failed (${seconds(build.ms)})`, lastLines(build.output, 80));
    return { checks, figures };
  }
  check(
    true,
    build.broken.size
      ? `Next.js: next build (Turbopack) of the other pages, without ${brokenList}, in ${seconds(build.ms)} (${build.attempts} builds)`
      : `Next.js: next build (Turbopack) of ${Object.keys(PAGES).length} pages in ${seconds(build.ms)}`,
  );
  if (!build.turbopack) check(false, 'Next.js: next build did not say it used Turbopack', build.output);

  const server = await startServer(dir, appEnv);
  try {
    if (!server.ok) {
      check(false, 'Next.js: next start did not answer', server.output());
      return { checks, figures };
    }
    const measureStarted = performance.now();
    const pages = {};
    for (const route of Object.keys(PAGES)) {
      if (!build.broken.has(route)) pages[route] = await measurePage(server.origin, route);
    }
    figures['ms:measure'] = Math.round(performance.now() - measureStarted);

    for (const [route, page] of Object.entries(pages)) {
      if (page.status !== 200) {
        check(false, `Next.js: /${route} answers ${page.status}`, `${page.error ?? ''}\n${server.output()}`.trim());
        continue;
      }
      figures[`rsc:${route}`] = page.rscGzip;
      check(
        true,
        `Next.js: /${route} answers 200: ${kB(page.jsGzip)} gzip of client JS in ${page.scripts.length} scripts` +
          ` (nomodule polyfills left out); inline RSC payload ${kB(page.rscBytes)} (${kB(page.rscGzip)} gzip), not counted`,
      );
    }

    const control = pages.control;
    if (control?.status === 200) figures.control = control.jsGzip;
    for (const route of Object.keys(PAGES).filter((name) => name !== 'control')) {
      const page = pages[route];
      if (control?.status === 200 && page?.status === 200) figures[route] = page.jsGzip - control.jsGzip;
      const budget = CLIENT_JS_BUDGETS_KB[route];
      if (budget === undefined) continue;
      const label = `Next.js: ${PAGES[route].what}`;
      if (figures[route] === undefined) {
        check(false, `${label}: not measured (${build.broken.has(route) ? 'the page does not build' : 'no figure'})`);
      } else {
        const ok = figures[route] <= budget * 1024;
        check(
          ok,
          `${label}: ${signedKB(figures[route])} gzip over control (budget ${budget} KB)`,
          ok ? undefined : newScripts(page, control),
        );
      }
    }

    checkTablePage(check, pages.table, build.broken.has('table'));

    if (pages.all?.status === 200) {
      const browserStarted = performance.now();
      try {
        for (const result of await checkInBrowser(`${server.origin}/all`))
          check(result.ok, result.label, result.details);
      } catch (error) {
        check(false, 'Next.js: /all in Chromium: the browser run failed', error?.stack ?? String(error));
      }
      figures['ms:browser'] = Math.round(performance.now() - browserStarted);
    } else {
      const why = build.broken.has('all') ? 'the page does not build' : 'the page does not answer';
      check(false, `Next.js: /all in Chromium: not run (${why})`);
    }

    if (pages['app-components']?.status === 200) {
      const label = 'Next.js: /app-components in Chromium';
      try {
        for (const result of await checkAppComponents(`${server.origin}/app-components`, label))
          check(result.ok, result.label, result.details);
      } catch (error) {
        check(false, `${label}: the browser run failed`, error?.stack ?? String(error));
      }
    } else {
      check(
        false,
        `Next.js: /app-components in Chromium: not run (the page ${build.broken.has('app-components') ? 'does not build' : 'does not answer'})`,
      );
    }

    if (pages.dates?.status === 200) {
      try {
        const result = await checkDatesInBrowser(`${server.origin}/dates`);
        check(result.ok, result.label, result.details);
      } catch (error) {
        check(false, 'Next.js: /dates in Chromium: the browser run failed', error?.stack ?? String(error));
      }
    } else {
      check(
        false,
        `Next.js: /dates in Chromium: not run (the page ${build.broken.has('dates') ? 'does not build' : 'does not answer'})`,
      );
    }

    if (pages.tailwind?.status === 200) {
      const tailwindStarted = performance.now();
      for (const result of await checkTailwindInBrowser(`${server.origin}/tailwind`))
        check(result.ok, result.label, result.details);
      figures['ms:tailwind'] = Math.round(performance.now() - tailwindStarted);
    } else {
      check(
        false,
        `Next.js: /tailwind in Chromium: not run (the page ${build.broken.has('tailwind') ? 'does not build' : 'does not answer'})`,
      );
    }
  } finally {
    await server.stop();
  }
  return { checks, figures };
}

// Tailwind CSS v4 ----------------------------------------------------------------------------------

/** The app's Tailwind setup is the package README's: its stylesheet and its PostCSS configuration. */
async function tailwindSetup(dir) {
  const label = (what) => `Next.js: the /tailwind ${what} is the README’s « Tailwind CSS v4 » block`;
  return Promise.all([
    checkTailwindSetup({
      language: 'css',
      file: 'fixtures/next-app/app/(tailwind)/globals.css',
      used: await readFile(join(dir, 'app', '(tailwind)', 'globals.css'), 'utf8'),
      label: label('stylesheet'),
    }),
    checkTailwindSetup({
      language: 'js',
      file: 'fixtures/next-app/postcss.config.mjs',
      used: await readFile(join(dir, 'postcss.config.mjs'), 'utf8'),
      label: label('PostCSS configuration'),
    }),
  ]);
}

/** /tailwind in Chromium, measured as the Vite app with Tailwind is (tailwind-consumer.mjs). */
async function checkTailwindInBrowser(url) {
  const label = 'Next.js: /tailwind (@tailwindcss/postcss) in Chromium';
  const { chromium } = await import('playwright');
  const { chromiumArgs, testChromium } = await import('../browser.mjs');
  const browser = await chromium.launch({ executablePath: testChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const messages = pageProblems(page);
    const origin = new URL(url).origin;
    await page.route('**/*', (route) => {
      if (new URL(route.request().url()).origin === origin) return route.continue();
      messages.push(`request outside the app: ${route.request().url()}`);
      return route.abort();
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await checkTailwindPage(page, messages, label);
  } catch (error) {
    return [{ ok: false, label: `${label}: the browser run failed`, details: error?.stack ?? String(error) }];
  } finally {
    await browser.close();
  }
}

// App -------------------------------------------------------------------------------------------

function nextEnv(env) {
  const result = { ...env, ...SERVER_RUNTIME, NEXT_TELEMETRY_DISABLED: '1' };
  // `next build` warns about (and misbehaves with) a NODE_ENV other than production.
  delete result.NODE_ENV;
  return result;
}

async function installedVersions(dir, names) {
  const versions = await Promise.all(
    names.map(async (name) => {
      const pkg = JSON.parse(await readFile(join(dir, 'node_modules', name, 'package.json'), 'utf8'));
      return `${name}@${pkg.version}`;
    }),
  );
  return versions.join(', ');
}

// Build -----------------------------------------------------------------------------------------

/**
 * `next build`; when it fails because of identifiable pages, moves them into private folders
 * (`app/_broken-<route>`, which the App Router does not route) and builds again, so one broken
 * page does not hide the figures of the others.
 */
async function buildApp(dir, env) {
  const broken = new Map();
  let ms = 0;
  let last;
  for (let attempt = 1; attempt <= MAX_BUILDS; attempt += 1) {
    last = await run(process.execPath, [join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      cwd: dir,
      env,
      timeoutMs: BUILD_TIMEOUT_MS,
    });
    ms += last.ms;
    const text = withoutProgress(output(last));
    if (last.code === 0)
      return { ok: true, broken, ms, attempts: attempt, turbopack: /Turbopack/.test(text), output: text };
    const blocks = errorBlocks(text).filter(({ route }) => route in PAGES && !broken.has(route));
    if (!blocks.length || attempt === MAX_BUILDS) break;
    for (const { route, text: error } of blocks) {
      broken.set(route, broken.has(route) ? `${broken.get(route)}\n${error}` : error);
    }
    for (const { route } of blocks) {
      const group = join(dir, 'app', PAGES[route].group);
      await rename(join(group, route), join(group, `_broken-${route}`)).catch(() => {});
    }
  }
  return { ok: false, broken, ms, attempts: MAX_BUILDS, output: withoutProgress(output(last)) };
}

/**
 * Splits Next's failure output into one block per error, attributed to the page it breaks: a compile
 * error starts with its file (`./app/<route>/page.jsx:2:1`, or another file whose import trace leads
 * to a page), a prerender error names its page.
 */
function errorBlocks(text) {
  const blocks = [];
  let current;
  // Prerender workers write to the same stream: an error can start in the middle of a line.
  const lines = text.replace(/(?<=\S[^\n]*)(Error occurred prerendering page)/g, '\n$1').split('\n');
  for (const line of lines) {
    if (/^\.\/\S+:\d+:\d+/.test(line) || /^Error occurred prerendering page/.test(line)) {
      current = { lines: [line] };
      blocks.push(current);
    } else if (/^> (Build error|Export encountered)|^Export encountered|^⨯ Next\.js build worker/.test(line)) {
      current = undefined; // Next's summary of the errors above
    } else current?.lines.push(line);
  }
  const attributed = blocks.map(({ lines: blockLines }) => {
    const block = blockLines.join('\n');
    const route =
      block.match(/prerendering page "\/([\w-]+)"/)?.[1] ??
      block.match(/\.\/app\/(?:\([\w-]+\)\/)?([\w-]+)\/page\.jsx/)?.[1];
    return { route, text: `${block}${hint(block)}` };
  });
  // Next's closing summary (`Export encountered errors on 2 paths:` then `/table/page: /table`)
  // names every page that failed to prerender, even one whose error text could not be told apart.
  for (const [, route] of text.matchAll(/^\s*\/([\w-]+)\/page: \/\1\s*$/gm)) {
    if (!attributed.some((block) => block.route === route))
      attributed.push({ route, text: `Error occurred prerendering page "/${route}" (see Next's output)` });
  }
  return attributed;
}

/** Explains the errors whose cause is not in Next's message. */
function hint(error) {
  if (/Functions cannot be passed directly to Client Components/.test(error) && /linkComponent/.test(error))
    return (
      '\n(In Next 16, next/link imported by a server component resolves to a server wrapper,' +
      ' next/dist/client/app-dir/link.react-server.js, not to a client reference: it can be passed' +
      ' as linkComponent only to a component that renders on the server, without "use client".)'
    );
  return '';
}

/** Next's output without colours, blank lines and progress lines. */
const withoutProgress = (text) =>
  text
    // eslint-disable-next-line no-control-regex -- Turbopack colours its code frames even with NO_COLOR.
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() && !/^\s*Generating static pages/.test(line))
    .join('\n');

// Server ----------------------------------------------------------------------------------------

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function startServer(dir, env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = track(
    spawn(
      process.execPath,
      [join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-H', '127.0.0.1', '-p', String(port)],
      { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    ),
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolveExit) => child.once('close', resolveExit));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline && child.exitCode === null) {
    try {
      await fetch(`${origin}/control`, { signal: AbortSignal.timeout(2_000) });
      return { ok: true, origin, stop, output: () => log.trim() };
    } catch {
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
  await stop();
  return { ok: false, origin, stop, output: () => log.trim() };
}

/**
 * The server and the builds run detached, in their own process group, so that their workers end
 * with them; the groups still running when this process exits (Ctrl-C, the caller's process.exit) are killed.
 */
const liveChildren = new Set();
process.on('exit', () => {
  for (const child of liveChildren) killGroup(child, 'SIGKILL');
});
function track(child) {
  liveChildren.add(child);
  child.once('close', () => liveChildren.delete(child));
  return child;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

// Measurement -----------------------------------------------------------------------------------

/** Every script the page's HTML loads, each downloaded and gzipped; inline RSC payload apart. */
async function measurePage(origin, route) {
  const url = `${origin}/${route}`;
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    return { status: 'no answer', error: error.message };
  }
  const html = await response.text();
  if (response.status !== 200) return { status: response.status, html };

  const scripts = [];
  for (const src of scriptUrls(html, url)) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    scripts.push({ url: new URL(src).pathname, bytes: body.length, gzip: gzipSize(body) });
  }
  const rsc = inlineScripts(html)
    .filter((text) => text.includes('__next_f'))
    .join('\n');
  return {
    status: 200,
    html,
    scripts,
    jsGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    rscBytes: Buffer.byteLength(rsc),
    rscGzip: gzipSize(rsc),
  };
}

/**
 * `<script src>` and `<link rel="preload|modulepreload" as="script">`, absolute and deduplicated.
 * `<script nomodule>` (Next's polyfills, about 40 KB gzip) is left out: browsers that run modules,
 * all the supported ones, never download it.
 */
function scriptUrls(html, base) {
  const urls = new Set();
  for (const [, tag, rawAttributes] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(rawAttributes);
    let src;
    if (tag.toLowerCase() === 'script') src = 'nomodule' in attributes ? undefined : attributes.src;
    else if (/^(preload|modulepreload)$/i.test(attributes.rel ?? '') && attributes.as === 'script')
      src = attributes.href;
    else if (/^modulepreload$/i.test(attributes.rel ?? '') && !attributes.as) src = attributes.href;
    if (src) urls.add(new URL(decodeEntities(src), base).href);
  }
  return [...urls];
}

function parseAttributes(text) {
  const attributes = {};
  for (const [, name, doubleQuoted, singleQuoted, bare] of text.matchAll(
    /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
  )) {
    attributes[name.toLowerCase()] = doubleQuoted ?? singleQuoted ?? bare ?? '';
  }
  return attributes;
}

const decodeEntities = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !parseAttributes(attributes).src)
    .map(([, , text]) => text);
}

/** Scripts a page loads that the control does not, largest first: what to look at when over budget. */
function newScripts(page, control) {
  const known = new Set(control.scripts.map((script) => script.url));
  return page.scripts
    .filter((script) => !known.has(script.url))
    .sort((a, b) => b.gzip - a.gzip)
    .map((script) => `${kB(script.gzip).padStart(9)} gzip  ${script.url}`)
    .join('\n');
}

/** What the table page's HTML must contain: the rows and links of the fixture's data (app/offers.js). */
const TABLE_ROWS = offers.map((offer) => offer.offre);
const TRAIL_LINKS = trail.filter((crumb) => crumb.href).map((crumb) => crumb.href);

function checkTablePage(check, page, brokenBuild) {
  const label = 'Next.js: /table renders the Table rows (rowKey="id") and the Breadcrumbs links (linkComponent={Link})';
  if (brokenBuild) return check(false, `${label}: the page does not build (see next build above)`);
  if (page?.status !== 200) return check(false, `${label}: the page answers ${page?.status ?? 'nothing'}`);
  const problems = [];
  const body = page.html.match(/<tbody\b[^>]*>([\s\S]*?)<\/tbody>/i)?.[1] ?? '';
  const rows = body.match(/<tr\b/gi)?.length ?? 0;
  if (rows !== TABLE_ROWS.length) problems.push(`${rows} rows in <tbody>, expected ${TABLE_ROWS.length}`);
  for (const name of TABLE_ROWS) if (!body.includes(name)) problems.push(`row « ${name} » missing`);
  const nav = page.html.match(/<nav\b[^>]*aria-label="Fil d[^"]*Ariane"[^>]*>([\s\S]*?)<\/nav>/i)?.[1];
  if (!nav) problems.push('no breadcrumbs <nav aria-label="Fil d’Ariane">');
  else {
    const hrefs = [...nav.matchAll(/<a\b[^>]*href="([^"]*)"/gi)].map(([, href]) => href);
    if (hrefs.join(' ') !== TRAIL_LINKS.join(' '))
      problems.push(`breadcrumbs links ${JSON.stringify(hrefs)}, expected ${JSON.stringify(TRAIL_LINKS)}`);
    if (!/aria-current="page"/.test(nav)) problems.push('no aria-current="page" on the last breadcrumb');
  }
  if (problems.length) check(false, label, problems.join('\n'));
  else check(true, `${label}: ${rows} rows, ${TRAIL_LINKS.length} links`);
}

// Browser ---------------------------------------------------------------------------------------

async function checkInBrowser(url) {
  const { chromium } = await import('playwright');
  const { chromiumArgs, testChromium } = await import('../browser.mjs');
  const results = [];
  const result = (ok, label, details) => results.push(ok ? { ok, label } : { ok, label, details });
  const browser = await chromium.launch({ executablePath: testChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    const origin = new URL(url).origin;
    const messages = [];
    // Nothing but the app's own server may be contacted.
    await context.route('**/*', (route) => {
      if (new URL(route.request().url()).origin === origin) return route.continue();
      messages.push(`request outside the app: ${route.request().url()}`);
      return route.abort();
    });
    const page = await context.newPage();
    pageProblems(page, messages);
    page.on('response', (response) => {
      if (response.status() >= 400) messages.push(`HTTP ${response.status()}: ${response.url()}`);
    });

    await page.goto(url, { waitUntil: 'networkidle' });
    const trigger = page.getByRole('button', { name: /délais d’intervention/ });
    // Hydrated once React has attached its fiber to the server-rendered trigger.
    const hydrated = await trigger
      .evaluate(
        (element) =>
          new Promise((resolveHydrated, reject) => {
            const started = Date.now();
            const poll = () => {
              if (Object.keys(element).some((key) => key.startsWith('__reactFiber'))) resolveHydrated(true);
              else if (Date.now() - started > 10_000) reject(new Error('not hydrated after 10 s'));
              else setTimeout(poll, 50);
            };
            poll();
          }),
      )
      .catch((error) => error.message);
    await page.waitForTimeout(300);

    const label = 'Next.js: /all in Chromium';
    if (hydrated !== true) result(false, `${label}: the page hydrates`, hydrated);

    const accordion = await step(async (doing) => {
      doing('the first trigger starts collapsed');
      if ((await trigger.getAttribute('aria-expanded')) !== 'false') throw new Error('aria-expanded is not "false"');
      doing('clicking the first trigger');
      await trigger.click({ timeout: 5_000 });
      doing('waiting for aria-expanded="true"');
      await waitUntil(async () => (await trigger.getAttribute('aria-expanded')) === 'true');
      doing('waiting for the panel text');
      await page.getByText('Nous intervenons sous 4').waitFor({ state: 'visible', timeout: 5_000 });
    });
    result(
      accordion === true,
      `${label}: the accordion opens on click (aria-expanded="true", panel visible)`,
      accordion,
    );

    const banner = await step(async (doing) => {
      const region = page.getByRole('region', { name: 'Nous respectons votre vie privée' });
      doing('waiting for the banner');
      await region.waitFor({ state: 'visible', timeout: 5_000 });
      doing('clicking « Tout accepter »');
      await region.getByRole('button', { name: 'Tout accepter' }).click({ timeout: 5_000 });
      doing('waiting for the banner to go');
      await region.waitFor({ state: 'hidden', timeout: 5_000 });
      doing("waiting for the app's « Choix enregistré : tout accepté »");
      await page.getByRole('status').filter({ hasText: 'tout accepté' }).waitFor({ state: 'visible', timeout: 5_000 });
    });
    result(
      banner === true,
      `${label}: the cookie banner shows, « Tout accepter » reaches the app's callback and hides it`,
      banner,
    );

    const crumbs = await step(async (doing) => {
      const nav = page.getByRole('navigation', { name: 'Fil d’Ariane' });
      doing('finding the breadcrumb « Accueil »');
      const home = nav.getByRole('link', { name: 'Accueil' });
      if ((await home.getAttribute('href')) !== '/control') throw new Error('its href is not /control');
      doing('following it');
      await home.click({ timeout: 5_000 });
      await page.waitForURL('**/control', { timeout: 5_000 });
      await page.getByRole('heading', { name: 'Page témoin' }).waitFor({ timeout: 5_000 });
    });
    result(
      crumbs === true,
      `${label}: Breadcrumbs render their links with next/link passed from a server page (through the app's "use client" re-export) and they navigate`,
      crumbs,
    );

    // Last, so that errors the interactions cause are counted too.
    result(
      messages.length === 0,
      `${label}: no console errors or warnings (hydration included), page errors or failed requests`,
      messages.join('\n') || undefined,
    );
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * The date of /dates in a browser whose zone and language are not the server's: the text the server
 * wrote (`en-US` in `UTC`, the package's defaults) stays once the page has hydrated, and React
 * reports no mismatch.
 */
async function checkDatesInBrowser(url) {
  const { chromium } = await import('playwright');
  const { chromiumArgs, testChromium } = await import('../browser.mjs');
  const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(lastUpdate),
  );
  const label = `Next.js: /dates without a LocaleProvider, served in ${SERVER_RUNTIME.TZ} and read in ${BROWSER_RUNTIME.timezoneId}: « ${expected} » on both, no hydration mismatch`;
  const browser = await chromium.launch({ executablePath: testChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext(BROWSER_RUNTIME);
    const page = await context.newPage();
    const messages = pageProblems(page);
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    const served = (await response.text()).match(/<time\b[^>]*>([^<]*)<\/time>/)?.[1];
    // React reports a mismatch while it hydrates, once the page's scripts have run.
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.waitForTimeout(300);
    const shown = await page.locator('time').textContent();
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const problems = [
      served === expected ? '' : `the server wrote « ${served} »`,
      shown === expected ? '' : `the browser shows « ${shown} »`,
      browserZone === BROWSER_RUNTIME.timezoneId ? '' : `the browser ran in ${browserZone}`,
      ...messages,
    ].filter(Boolean);
    return problems.length ? { ok: false, label, details: problems.join('\n') } : { ok: true, label };
  } finally {
    await browser.close();
  }
}

/** Runs browser actions: true, or what it was doing when it failed and why. */
async function step(fn) {
  let current = '';
  try {
    await fn((what) => (current = what));
    return true;
  } catch (error) {
    return `${current}: ${error.message.split('\n')[0]}`;
  }
}

async function waitUntil(condition, timeoutMs = 5_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await condition()) return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`not after ${timeoutMs / 1000} s`);
}

// Processes -------------------------------------------------------------------------------------

/** Runs a command in its own process group, capturing its output; never throws for a non-zero exit. */
function run(command, args, { cwd, env, timeoutMs }) {
  const started = performance.now();
  return new Promise((resolveRun) => {
    const child = track(spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true }));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs);
    const done = (code) => {
      clearTimeout(timer);
      resolveRun({ code, stdout, stderr, ms: performance.now() - started });
    };
    child.on('error', (error) => {
      stderr += error.message;
      done(-1);
    });
    child.on('close', (code, signal) => done(code ?? `killed (${signal})`));
  });
}

// Standalone ------------------------------------------------------------------------------------

async function standalone(tarball, keep) {
  const started = performance.now();
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const packageName = JSON.parse(await readFile(join(root, 'packages', 'ui', 'package.json'), 'utf8')).name;
  const env = childEnv(root);

  const scratch = await mkdtemp(join(tmpdir(), 'company-ui-next-'));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (!keep) await rm(scratch, { recursive: true, force: true }).catch(() => {});
      process.exit(130); // kills the server and builds still running, see liveChildren
    });
  }
  const dir = join(scratch, 'next-app');
  let failed = 1;
  try {
    console.log(`Checking ${tarball} in Next.js (${dir})\n`);
    const { checks, figures } = await checkNextConsumer({ tarball, packageName, dir, env });
    for (const { ok, label, details } of checks) {
      console.log(`${ok ? '✓' : '✗'} ${label}`);
      if (details) console.log(indent(details));
    }
    printFigures(figures);
    failed = checks.filter((entry) => !entry.ok).length;
    console.log(
      `\nNext.js check ${failed ? `FAILED (${failed} failure${failed === 1 ? '' : 's'})` : 'passed'} in ${seconds(performance.now() - started)}`,
    );
  } catch (error) {
    console.log(`✗ unexpected error\n${indent(error?.stack ?? String(error))}`);
  } finally {
    if (keep) console.log(`(kept ${scratch})`);
    else await rm(scratch, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

function printFigures(figures) {
  console.log('\nClient JS per page (gzip -9; KB = 1024 bytes)');
  if (figures.control !== undefined) console.log(`  ${'control'.padEnd(16)}${kB(figures.control).padStart(10)}`);
  for (const route of Object.keys(PAGES).filter((name) => name !== 'control')) {
    const budget = CLIENT_JS_BUDGETS_KB[route];
    const value = figures[route] === undefined ? 'n/a' : signedKB(figures[route]);
    console.log(`  ${route.padEnd(16)}${value.padStart(10)}${budget === undefined ? '' : `   (budget +${budget} KB)`}`);
  }
  const rsc = Object.keys(PAGES).filter((route) => figures[`rsc:${route}`] !== undefined);
  if (rsc.length) {
    console.log('Inline RSC payload (gzip, not counted above)');
    for (const route of rsc) console.log(`  ${route.padEnd(16)}${kB(figures[`rsc:${route}`]).padStart(10)}`);
  }
  console.log('Timings');
  for (const step of ['install', 'build', 'measure', 'browser', 'tailwind']) {
    if (figures[`ms:${step}`] !== undefined)
      console.log(`  ${step.padEnd(16)}${seconds(figures[`ms:${step}`]).padStart(10)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const tarball = args.find((arg) => !arg.startsWith('--'));
  if (!tarball) {
    console.error('usage: node scripts/package-check/next-consumer.mjs /path/to/company-ui-x.tgz [--keep]');
    process.exit(2);
  }
  process.exitCode = await standalone(resolve(tarball), args.includes('--keep'));
}
