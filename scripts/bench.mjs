// `npm run bench`: how fast and how heavy the production build is. Builds (unless --no-build), serves
// site/dist like the host, runs Lighthouse (mobile, simulated throttling) several times on every public
// route and prints one table of medians next to the targets, what costs the most points, then the
// package's sizes. A benchmark, not a gate: missed targets exit 0; only a failure to measure exits 1.
// Figures move with the machine's load, which is why this never runs in `npm test` (budgets do).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from './browser.mjs';
import { firstLoad, formatKiB, kib, packageSizes, prerenderedPages, root, siteDist } from './sizes.mjs';

const usage = `Usage: node scripts/bench.mjs [--no-build] [--runs N] [--routes /fr/,/fr/about] [--no-gzip]
  --no-build   measure the existing site/dist and packages/ui/dist
  --runs N     Lighthouse runs per route, median taken (default 3)
  --routes     comma-separated public routes to measure (default: every public route)
  --no-gzip    serve text uncompressed, as site/scripts/serve.mjs alone does (the host compresses)
Environment: BENCH_PORT (port Lighthouse loads, default: first free from 4180), CHROME_PATH.`;

const targets = { score: 100, lcpSeconds: 1.5, cls: 0 };
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const reportDir = join(root, 'test-reports');
const lhrDir = join(reportDir, 'lighthouse');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const started = performance.now();
const loadAtStart = loadavg()[0];
// Progress and build output go to stderr, so stdout carries the report alone.
const log = (message) => process.stderr.write(`${message}\n`);

// --- Cleanup of the server and the browser, on success, failure and Ctrl+C alike ---------------------
const cleanups = [];
const children = [];
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()();
      } catch {
        // Already gone: nothing left to stop.
      }
    }
  })();
  return cleaning;
}
// Last resort when the process ends before the cleanup has finished: no server may outlive the bench.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill();
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`\n${signal}: stopping the server and the browser.`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** A mistake in how the bench was called or set up: its message says it all, no stack needed. */
class UsageError extends Error {}

function parseOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'no-build': { type: 'boolean', default: false },
        'no-gzip': { type: 'boolean', default: false },
        runs: { type: 'string', default: '3' },
        routes: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new UsageError(`--runs takes a positive whole number (got ${values.runs})`);
  return { build: !values['no-build'], gzip: !values['no-gzip'], runs, routes: values.routes };
}

/**
 * The public routes: prerendered pages without `noindex`, which are the pages the sitemap lists.
 * A disagreement between the two is reported, not fatal: the site's own tests own that rule.
 */
function publicPages(distDir) {
  const pages = prerenderedPages(distDir).filter(
    ({ file }) => !/<meta\s+name="robots"\s+content="[^"]*noindex/.test(readFileSync(file, 'utf8')),
  );
  if (pages.length === 0) throw new UsageError('site/dist has no prerendered page: run `npm run build` first');
  const sitemapFile = join(distDir, 'sitemap.xml');
  if (existsSync(sitemapFile)) {
    const listed = [...readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc).pathname,
    );
    const indexable = pages.map(({ path }) => path);
    const unlisted = indexable.filter((path) => !listed.includes(path));
    const missing = listed.filter((path) => !indexable.includes(path));
    if (unlisted.length > 0 || missing.length > 0) {
      log(`Warning: sitemap.xml and the indexable pages differ (not in the sitemap: ${unlisted.join(', ') || 'none'};`);
      log(
        `  in the sitemap without an indexable page: ${missing.join(', ') || 'none'}). Measuring the indexable pages.`,
      );
    }
  }
  return pages;
}

function selectPages(pages, routes) {
  if (!routes) return pages;
  const wanted = routes
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean)
    .map((route) => (route === '/fr' ? '/fr/' : route));
  const unknown = wanted.filter((route) => !pages.some(({ path }) => path === route));
  if (unknown.length > 0) {
    throw new UsageError(
      `Not a public route: ${unknown.join(', ')}. Public routes: ${pages.map((p) => p.path).join(', ')}`,
    );
  }
  return pages.filter(({ path }) => wanted.includes(path));
}

function build() {
  log('▶ npm run build');
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: ['ignore', 2, 2] });
  if (status !== 0) throw new Error(`npm run build failed (exit ${status})`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

async function freePort(from) {
  for (let port = from; port < from + 40; port += 1) {
    if (await portIsFree(port)) return port;
  }
  throw new UsageError(`No free port from ${from} to ${from + 39}: set BENCH_PORT`);
}

/** The port Lighthouse loads the site from: BENCH_PORT exactly, else the first free one from 4180. */
async function benchPort() {
  if (!process.env.BENCH_PORT) return freePort(4180);
  const port = Number(process.env.BENCH_PORT);
  if (!(await portIsFree(port))) throw new UsageError(`BENCH_PORT ${port} is in use`);
  return port;
}

/**
 * A copy of site/dist and of the server's scripts, laid out like site/ (`scripts/serve.mjs` serves
 * `../dist`): a build started during the bench, which takes many minutes, cannot pull pages and
 * assets from under it, and serve.mjs still decides how every path is answered.
 */
function snapshot() {
  if (!existsSync(siteDist)) throw new UsageError('site/dist is missing: run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'company-bench-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(siteDist, join(dir, 'dist'), { recursive: true });
  cpSync(join(root, 'site', 'scripts'), join(dir, 'scripts'), { recursive: true });
  return dir;
}

/** Starts the snapshot's serve.mjs on `port` and resolves with the port once it answers. */
async function serve(snapshotDir, port) {
  const server = spawn(process.execPath, [join(snapshotDir, 'scripts', 'serve.mjs')], {
    cwd: snapshotDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', SITE_DIST_DIR: 'dist' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  let exited = null;
  server.once('exit', (code, signal) => (exited = code ?? signal));
  children.push(server);
  cleanups.push(() => {
    if (exited === null) server.kill();
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The site server exited (${exited}):\n${output}`);
    try {
      const response = await fetch(`${origin}/fr/`);
      if (response.ok) return port;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site server did not answer on ${origin} within 15 s:\n${output}`);
}

const hopByHop = ['connection', 'keep-alive', 'transfer-encoding'];
const compressible = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * A proxy in front of serve.mjs that gzips text like the static host does. Without it Lighthouse's
 * simulated 1.6 Mbit/s network carries every script and stylesheet uncompressed, about three times
 * the bytes a visitor downloads, and the figures describe the local server rather than the site.
 * Responses serve.mjs already compresses pass through untouched.
 */
async function gzipProxy(upstreamPort, port) {
  const cache = new Map();
  const proxy = createHttpServer((req, res) => {
    const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const upstream = request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (response) => {
        const headers = Object.fromEntries(
          Object.entries(response.headers).filter(([name]) => !hopByHop.includes(name)),
        );
        const type = String(headers['content-type'] ?? '');
        if (!wantsGzip || req.method !== 'GET' || headers['content-encoding'] || !compressible.test(type)) {
          res.writeHead(response.statusCode ?? 502, headers);
          response.pipe(res);
          return;
        }
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          // Hashed assets never change during a run: compress each once.
          const key = `${response.statusCode} ${req.url}`;
          const body = cache.get(key) ?? gzipSync(Buffer.concat(chunks), { level: 9 });
          if (req.url?.includes('/assets/')) cache.set(key, body);
          delete headers['content-length'];
          res.writeHead(response.statusCode ?? 502, {
            ...headers,
            'content-encoding': 'gzip',
            'content-length': body.length,
            vary: 'Accept-Encoding',
          });
          res.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => proxy.once('error', reject).listen(port, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        proxy.close(resolve);
        proxy.closeAllConnections();
      }),
  );
  return `http://127.0.0.1:${port}`;
}

async function launchChromium() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
  children.push(chrome.process);
  cleanups.push(() => chrome.kill());
  return chrome;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one Lighthouse result that the table shows. */
function figures(lhr) {
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const value = (id) => lhr.audits[id].numericValue;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    speedIndexMs: value('speed-index'),
    // Unthrottled timings of the real load, which the simulation starts from.
    observedFcpMs: lhr.audits.metrics.details?.items?.[0]?.observedFirstContentfulPaint,
    observedLcpMs: lhr.audits.metrics.details?.items?.[0]?.observedLargestContentfulPaint,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Audits of a result that do not pass, with what Lighthouse estimates they cost: the raw material
 * of "why is this route not at 100". Metrics themselves are left out (the table shows them).
 */
function findings(lhr) {
  const found = [];
  for (const categoryId of categories) {
    for (const ref of lhr.categories[categoryId].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.group === 'metrics' || ref.acronym) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      if (audit.score === null || audit.score >= 1) continue;
      found.push({
        category: categoryId,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        metricSavings: audit.metricSavings,
      });
    }
  }
  return found;
}

const shorten = (text = '', length = 60) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
};

/** The largest-contentful-paint element and the phases of its timing, when Lighthouse names them. */
function lcpDetails(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const element = items.find((item) => item.type === 'node');
  const phases = items.find((item) => item.type === 'table')?.items;
  return {
    element: element && { selector: element.selector, label: shorten(element.nodeLabel) },
    phases: phases?.map(({ subpart, label, duration }) => ({ subpart: subpart ?? label, ms: duration })),
  };
}

/** The elements that moved, with their share of the CLS: the target is 0, stricter than Lighthouse's pass. */
function layoutShifts(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items
    .filter((item) => item.node?.type === 'node')
    .map((item) => ({
      selector: item.node.selector,
      label: shorten(item.node.nodeLabel),
      score: item.score,
      causes: item.subItems?.items?.map(({ cause }) => cause).filter(Boolean) ?? [],
    }));
}

async function measure(url, port, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  const lhr = result?.lhr;
  const problem = !lhr
    ? 'no result'
    : (lhr.runtimeError?.message ??
      (categories.some((id) => lhr.categories[id]?.score == null) && 'a category has no score'));
  if (!problem) return lhr;
  // One retry: a run on a busy machine occasionally times out without saying anything about the site.
  if (attempt < 2) {
    log(`  ${url}: ${problem}; retrying once`);
    return measure(url, port, attempt + 1);
  }
  throw new Error(`Lighthouse failed on ${url}: ${problem}`);
}

const slug = (path) => path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'root';

async function benchRoute(page, origin, chrome, runs, index, total) {
  const url = `${origin}${page.path}`;
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const lhr = await measure(url, chrome.port);
    results.push({ lhr, figures: figures(lhr) });
    const { performance: perf, lcpMs, tbtMs } = results.at(-1).figures;
    log(
      `[${index}/${total}] ${page.path} run ${run}/${runs}: perf ${perf}, LCP ${(lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(tbtMs)} ms`,
    );
  }
  const keys = Object.keys(results[0].figures);
  const medians = Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r.figures[key]))]));
  // The run whose performance score is the median stands for the route in the findings.
  const representative = [...results].sort((a, b) => a.figures.performance - b.figures.performance)[
    Math.floor((results.length - 1) / 2)
  ];
  writeFileSync(join(lhrDir, `${slug(page.path)}.json`), JSON.stringify(representative.lhr));
  return {
    path: page.path,
    median: medians,
    runs: results.map((r) => r.figures),
    firstLoad: page.sizes,
    findings: findings(representative.lhr),
    lcp: lcpDetails(representative.lhr),
    layoutShifts: layoutShifts(representative.lhr),
    warnings: [...new Set(results.flatMap(({ lhr }) => lhr.runWarnings ?? []))],
    environment: {
      lighthouseVersion: representative.lhr.lighthouseVersion,
      userAgent: representative.lhr.environment.hostUserAgent,
      throttling: representative.lhr.configSettings.throttling,
      formFactor: representative.lhr.configSettings.formFactor,
      throttlingMethod: representative.lhr.configSettings.throttlingMethod,
    },
  };
}

// --- Report ---------------------------------------------------------------------------------------------
const roundedCls = (cls) => Math.round(cls * 1000) / 1000;
function misses({ median: m }) {
  const missed = [];
  for (const [key, label] of scoreKeys) {
    if (m[key] < targets.score) missed.push(`${label} ${Math.round(m[key])}`);
  }
  if (m.lcpMs / 1000 > targets.lcpSeconds) missed.push(`LCP ${(m.lcpMs / 1000).toFixed(2)} s`);
  if (roundedCls(m.cls) > targets.cls) missed.push(`CLS ${roundedCls(m.cls).toFixed(3)}`);
  return missed;
}

const scoreKeys = [
  ['performance', 'perf'],
  ['accessibility', 'a11y'],
  ['bestPractices', 'BP'],
  ['seo', 'SEO'],
];
const tableHeader = ['route', ...scoreKeys.map(([, label]) => label), 'LCP', 'CLS', 'TBT', 'JS', 'CSS'];
const tableLegend = 'BP: best practices. JS, CSS: first load, gzip. ✗: target missed.';

/** One row of cells per route, `mark` appended to the figures that miss their target. */
function cells(rows, mark) {
  return rows.map(({ path, median: m, firstLoad: sizes }) => [
    path,
    ...scoreKeys.map(([key]) => mark(String(Math.round(m[key])), m[key] < targets.score)),
    mark(`${(m.lcpMs / 1000).toFixed(2)} s`, m.lcpMs / 1000 > targets.lcpSeconds),
    mark(roundedCls(m.cls).toFixed(3), roundedCls(m.cls) > targets.cls),
    `${Math.round(m.tbtMs)} ms`,
    formatKiB(sizes.js),
    formatKiB(sizes.css),
  ]);
}

function table(rows) {
  const body = cells(rows, (text, missed) => `${text}${missed ? ' ✗' : '  '}`);
  const widths = tableHeader.map((title, column) => Math.max(title.length, ...body.map((row) => row[column].length)));
  const line = (row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]))).join('  ');
  return [line(tableHeader), widths.map((width) => '─'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

/** The same table in Markdown, for the README. */
function markdownTable(rows) {
  const body = cells(rows, (text, missed) => (missed ? `${text} ✗` : text));
  const line = (row) => `| ${row.join(' | ')} |`;
  return [
    line(tableHeader),
    `| --- | ${tableHeader
      .slice(1)
      .map(() => '---:')
      .join(' | ')} |`,
    ...body.map(line),
  ].join('\n');
}

/** Audits that fail on the most routes, with the median of what Lighthouse says fixing them saves. */
function topFindings(rows, limit = 10) {
  const byId = new Map();
  for (const row of rows) {
    for (const finding of row.findings) {
      const entry = byId.get(finding.id) ?? { ...finding, routes: [], savings: {} };
      entry.routes.push(row.path);
      for (const [metric, saving] of Object.entries(finding.metricSavings ?? {})) {
        (entry.savings[metric] ??= []).push(saving);
      }
      byId.set(finding.id, entry);
    }
  }
  return [...byId.values()]
    .map((entry) => ({
      id: entry.id,
      category: entry.category,
      title: entry.title,
      routes: entry.routes,
      exampleDisplayValue: entry.displayValue,
      medianSavings: Object.fromEntries(Object.entries(entry.savings).map(([metric, list]) => [metric, median(list)])),
    }))
    .sort((a, b) => b.routes.length - a.routes.length || (b.medianSavings.LCP ?? 0) - (a.medianSavings.LCP ?? 0))
    .slice(0, limit);
}

/** Elements named on several routes (the LCP element, what shifts), most frequent first. */
function elementsByRoutes(rows, pick) {
  const bySelector = new Map();
  for (const row of rows) {
    for (const element of pick(row)) {
      const entry = bySelector.get(element.selector) ?? { ...element, routes: [] };
      if (!entry.routes.includes(row.path)) entry.routes.push(row.path);
      bySelector.set(element.selector, entry);
    }
  }
  return [...bySelector.values()].sort((a, b) => b.routes.length - a.routes.length);
}

function formatSavings(savings) {
  const parts = Object.entries(savings)
    .filter(([, value]) => value > 0)
    .map(([metric, value]) => (metric === 'CLS' ? `CLS ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`));
  return parts.length > 0 ? `saves ${parts.join(', ')}` : '';
}

async function main() {
  const options = parseOptions();
  if (options.build) build();
  let distDir;
  let pages;
  let ui;
  try {
    distDir = join(snapshot(), 'dist');
    pages = selectPages(publicPages(distDir), options.routes).map((page) => ({
      ...page,
      sizes: firstLoad(page.file, distDir),
    }));
    ui = await packageSizes();
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // A file vanished while copying, or a page names a missing asset: the copy caught a build halfway.
    throw new Error(`site/dist or packages/ui/dist is incomplete (a build running?); run the bench again.`, {
      cause: error,
    });
  }
  const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));
  rmSync(lhrDir, { recursive: true, force: true });
  mkdirSync(lhrDir, { recursive: true });

  const port = await benchPort();
  const served = options.gzip ? await freePort(port + 1) : port;
  await serve(join(distDir, '..'), served);
  const origin = options.gzip ? await gzipProxy(served, port) : `http://127.0.0.1:${port}`;
  const chrome = await launchChromium();
  log(`Lighthouse on ${pages.length} route(s) × ${options.runs} run(s), served at ${origin}/fr/`);

  const rows = [];
  for (const [index, page] of pages.entries()) {
    rows.push(await benchRoute(page, origin, chrome, options.runs, index + 1, pages.length));
  }
  await cleanUp();

  const { lighthouseVersion, userAgent, throttling, formFactor, throttlingMethod } = rows[0].environment;
  const chromium = /(?:Headless)?Chrome\/([\d.]+)/.exec(userAgent)?.[1] ?? 'unknown';
  const seconds = (performance.now() - started) / 1000;
  const missedRows = rows.map((row) => ({ path: row.path, missed: misses(row) })).filter((r) => r.missed.length > 0);
  const top = topFindings(rows);

  console.log(
    `\nLighthouse ${lighthouseVersion}, Chromium ${chromium}, ${formFactor}, ${throttlingMethod === 'simulate' ? 'simulated' : throttlingMethod} throttling ` +
      `(${throttling.rttMs} ms RTT, ${(throttling.throughputKbps / 1024).toFixed(1)} Mbit/s, ${throttling.cpuSlowdownMultiplier}× CPU); ` +
      `CPU benchmark index ${Math.round(median(rows.map((row) => row.median.benchmarkIndex)))} (higher is faster), ` +
      `load average ${loadAtStart.toFixed(1)} on ${cpus().length} cores at the start: a busy machine inflates TBT and LCP`,
  );
  console.log(
    `site/dist served by serve.mjs${options.gzip ? ' behind a gzip proxy (the host compresses too)' : ', uncompressed'}; ` +
      `${options.runs} run(s) per route, each column the median of its own metric across the runs.\n` +
      `First load: what the page's HTML loads before it is interactive (chat and cookie banner excluded).\n`,
  );
  console.log(table(rows));
  console.log(tableLegend);
  console.log(
    `\nTargets: perf, a11y, best practices and SEO ${targets.score}; LCP ≤ ${targets.lcpSeconds} s; CLS ${targets.cls}. ` +
      `Met on ${rows.length - missedRows.length} of ${rows.length} route(s).`,
  );
  for (const { path, missed } of missedRows) console.log(`  ${path}: ${missed.join(', ')}`);

  const warnings = new Map();
  for (const row of rows) for (const warning of row.warnings) warnings.set(warning, (warnings.get(warning) ?? 0) + 1);
  for (const [warning, count] of warnings) console.log(`\nLighthouse warned on ${count} route(s): ${warning}`);

  if (top.length > 0) {
    console.log(`\nAudits not passed, by number of routes (the median-performance run of each route):`);
    const idWidth = Math.max(...top.map(({ id }) => id.length));
    for (const finding of top) {
      const detail = [finding.exampleDisplayValue, formatSavings(finding.medianSavings)].filter(Boolean).join('; ');
      console.log(
        `  ${finding.id.padEnd(idWidth)}  ${finding.category.padEnd(14)}  ${String(finding.routes.length).padStart(2)}/${rows.length}  ${finding.title}${detail ? ` (${detail})` : ''}`,
      );
    }
  }

  const lcpElements = elementsByRoutes(rows, (row) => (row.lcp.element ? [row.lcp.element] : []));
  if (lcpElements.length > 0) {
    console.log(`\nLargest contentful paint element (median-performance run of each route):`);
    for (const { routes, selector, label } of lcpElements.slice(0, 6)) {
      console.log(
        `  ${String(routes.length).padStart(2)}/${rows.length}  ${selector}  ${routes.length > 1 ? 'e.g. ' : ''}«${label}»`,
      );
    }
  }
  const shifting = elementsByRoutes(rows, (row) => row.layoutShifts);
  if (shifting.length > 0) {
    console.log(`\nElements that shift (median-performance run of each route):`);
    for (const { routes, selector, label } of shifting.slice(0, 6)) {
      const example = `${routes.length > 1 ? 'e.g. ' : ''}«${shorten(label, 40)}»`;
      console.log(`  ${String(routes.length).padStart(2)}/${rows.length}  ${selector}  ${example}`);
    }
  }

  const packageRows = [
    ['all JS', ui.js, budgets.package.js],
    ['CSS (styles.css)', ui.css, budgets.package.css],
    ['Button alone, JS beyond React', ui.buttonOnlyJs, budgets.package.buttonOnlyJs],
  ];
  console.log(`\n@company/ui, gzip, bundled from its dist as a consumer's bundler would (React left out):`);
  for (const [label, bytes, budget] of packageRows) {
    const status = kib(bytes) > budget.max ? 'over' : 'within';
    console.log(`  ${label.padEnd(29)} ${formatKiB(bytes).padStart(9)}  (${status} the budget of ${budget.max} KiB)`);
  }

  const report = {
    date: new Date().toISOString(),
    seconds: Math.round(seconds),
    lighthouseVersion,
    chromium,
    formFactor,
    throttlingMethod,
    throttling,
    benchmarkIndex: median(rows.map((row) => row.median.benchmarkIndex)),
    loadAverageAtStart: loadAtStart,
    cores: cpus().length,
    gzip: options.gzip,
    runsPerRoute: options.runs,
    aggregation: 'median of each metric across the runs; findings and saved report from the median-performance run',
    targets,
    routes: rows.map(({ environment: _environment, ...row }) => ({ ...row, missed: misses(row) })),
    topFindings: top,
    package: { ...ui, budgets: budgets.package },
  };
  writeFileSync(join(reportDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(reportDir, 'bench.md'), `${markdownTable(rows)}\n\n${tableLegend}\n`);
  console.log(
    `\nFull results: test-reports/bench.json (table in Markdown: bench.md); Lighthouse reports: test-reports/lighthouse/. ` +
      `Took ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s.`,
  );
}

try {
  await main();
} catch (error) {
  await cleanUp();
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && !(error instanceof UsageError)) console.error(error.cause ?? error.stack);
  process.exit(1);
}
