// `npm run bench`: how fast and how heavy the production build is. Builds (unless --no-build), serves
// site/dist like the host, runs Lighthouse (mobile, simulated throttling) several times on every public
// route and prints one table of medians next to the targets, what costs the most points, how far each
// page is from its no-JavaScript floor (the same HTML without its scripts, measured alternately with
// it), then the package's sizes. A benchmark, not a gate: missed targets exit 0; only a failure to
// measure exits 1.
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
import { bytesBeforeFirstPaint, scriptOnlyElements, writeFloorPages } from './bench/floor.mjs';
import { chromiumArgs, chromiumExecutable } from './browser.mjs';
import { firstLoad, formatKiB, kib, packageSizes, prerenderedPages, root, siteDist } from './sizes.mjs';

const usage = `Usage: node scripts/bench.mjs [--no-build] [--runs N] [--routes /fr/,/fr/about] [--no-gzip]
  --no-build   measure the existing site/dist and packages/ui/dist
  --runs N     Lighthouse runs per route and variant (built page, no-JS floor), median taken (default 3)
  --routes     comma-separated public routes to measure (default: every public route)
  --no-gzip    serve text uncompressed, as site/scripts/serve.mjs alone does (the host compresses)
Environment: BENCH_PORT (port Lighthouse loads, default: first free from 4180), CHROME_PATH.`;

// floorRatio: built / no-JS floor, for FCP and LCP; lcpOverFcp: the LCP within 5 % of the FCP.
const targets = { score: 100, lcpSeconds: 1.2, tbtMs: 50, cls: 0, floorRatio: 1.05, lcpOverFcp: 1.05 };
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
 * A copy of site/dist: a build started during the bench, which takes many minutes, cannot pull
 * pages and assets from under it.
 */
function snapshot() {
  if (!existsSync(siteDist)) throw new UsageError('site/dist is missing: run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'company-bench-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(siteDist, join(dir, 'dist'), { recursive: true });
  return join(dir, 'dist');
}

/** Serves the publish folder `distDir` as `npm run preview` does, on `port`; resolves once it answers. */
async function serve(distDir, port) {
  const server = spawn(process.execPath, [join(root, 'site', 'scripts', 'serve.mjs')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', SITE_DIST_DIR: distDir },
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
  // The host's runtime takes a few seconds to start, more on a busy machine.
  const deadline = Date.now() + 60_000;
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
  throw new Error(`The site server did not answer on ${origin} within 60 s:\n${output}`);
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

/** The median of the finite values (a figure Lighthouse did not give is left out), undefined if none. */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
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
    ...beforePaint(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function beforePaint(lhr) {
  const before = bytesBeforeFirstPaint(lhr);
  return {
    bytesBeforePaint: before?.bytes,
    scriptBytesBeforePaint: before?.scriptBytes,
    requestsBeforePaint: before?.requests,
    bytesSentBeforePaint: before?.sentBytes,
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

async function run(url, port) {
  const lhr = await measure(url, port);
  return { lhr, figures: figures(lhr) };
}

const inSeconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const runLine = ({ performance: perf, fcpMs, lcpMs, tbtMs, bytesBeforePaint }) =>
  `perf ${perf}, FCP ${inSeconds(fcpMs)}, LCP ${inSeconds(lcpMs)}, TBT ${Math.round(tbtMs)} ms, ` +
  `${bytesBeforePaint === undefined ? '?' : formatKiB(bytesBeforePaint)} before paint`;

/** Medians of a variant's runs; the run whose performance score is the median stands for it in the findings. */
function summarize(results) {
  const keys = Object.keys(results[0].figures);
  const representative = [...results].sort((a, b) => a.figures.performance - b.figures.performance)[
    Math.floor((results.length - 1) / 2)
  ];
  return {
    median: Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r.figures[key]))])),
    runs: results.map((r) => r.figures),
    lhr: representative.lhr,
  };
}

async function benchRoute(page, origin, chrome, runs, index, total) {
  const built = [];
  const floor = [];
  for (let runIndex = 1; runIndex <= runs; runIndex += 1) {
    // Built then floor in every run, so a change in the machine's load weighs on both alike.
    built.push(await run(`${origin}${page.path}`, chrome.port));
    floor.push(await run(`${origin}${page.floor.path}`, chrome.port));
    log(`[${index}/${total}] ${page.path} run ${runIndex}/${runs}`);
    log(`  built: ${runLine(built.at(-1).figures)}`);
    log(`  floor: ${runLine(floor.at(-1).figures)}`);
  }
  const b = summarize(built);
  const f = summarize(floor);
  writeFileSync(join(lhrDir, `${slug(page.path)}.json`), JSON.stringify(b.lhr));
  writeFileSync(join(lhrDir, `${slug(page.path)}.floor.json`), JSON.stringify(f.lhr));
  return {
    path: page.path,
    median: b.median,
    runs: b.runs,
    firstLoad: page.sizes,
    findings: findings(b.lhr),
    lcp: lcpDetails(b.lhr),
    layoutShifts: layoutShifts(b.lhr),
    warnings: [...new Set([...built, ...floor].flatMap(({ lhr }) => lhr.runWarnings ?? []))],
    floor: {
      path: page.floor.path,
      removedElements: page.floor.removedElements,
      median: f.median,
      runs: f.runs,
      lcp: lcpDetails(f.lhr),
      layoutShifts: layoutShifts(f.lhr),
    },
    environment: {
      lighthouseVersion: b.lhr.lighthouseVersion,
      userAgent: b.lhr.environment.hostUserAgent,
      throttling: b.lhr.configSettings.throttling,
      formFactor: b.lhr.configSettings.formFactor,
      throttlingMethod: b.lhr.configSettings.throttlingMethod,
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
  if (m.tbtMs > targets.tbtMs) missed.push(`TBT ${Math.round(m.tbtMs)} ms`);
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
    mark(`${Math.round(m.tbtMs)} ms`, m.tbtMs > targets.tbtMs),
    formatKiB(sizes.js),
    formatKiB(sizes.css),
  ]);
}

const textMark = (text, missed) => `${text}${missed ? ' ✗' : '  '}`;
const markdownMark = (text, missed) => (missed ? `${text} ✗` : text);

/** A plain-text table: the first column and those in `textColumns` left-aligned, the figures right-aligned. */
function textTable(header, body, textColumns = []) {
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((row) => row[column].length)));
  const left = (column) => column === 0 || textColumns.includes(column);
  const line = (row) =>
    row
      .map((cell, column) => (left(column) ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '─'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

function markdown(header, body, textColumns = []) {
  const line = (row) => `| ${row.join(' | ')} |`;
  const align = header.map((_, column) => (column === 0 || textColumns.includes(column) ? '---' : '---:'));
  return [line(header), line(align), ...body.map(line)].join('\n');
}

const table = (rows) => textTable(tableHeader, cells(rows, textMark));
/** The same table in Markdown, for the README. */
const markdownTable = (rows) => markdown(tableHeader, cells(rows, markdownMark));

// --- The no-JavaScript floor --------------------------------------------------------------------------
/**
 * Built / floor for FCP, LCP and the bytes before the first paint, and the built page's LCP / FCP;
 * the unthrottled (observed) FCP and LCP ratios too, for the JSON report.
 */
function floorRatios({ median: built, floor: { median: floor } }) {
  return {
    fcp: built.fcpMs / floor.fcpMs,
    lcp: built.lcpMs / floor.lcpMs,
    bytesBeforePaint: built.bytesBeforePaint / floor.bytesBeforePaint,
    lcpOverFcp: built.lcpMs / built.fcpMs,
    observedFcp: built.observedFcpMs / floor.observedFcpMs,
    observedLcp: built.observedLcpMs / floor.observedLcpMs,
  };
}

// Ratios are shown and held to their targets at two decimals, as CLS is at three.
const roundedRatio = (value) => Math.round(value * 100) / 100;
const formatRatio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '?');
const formatBytes = (bytes) => (Number.isFinite(bytes) ? kib(bytes).toFixed(1) : '?');

/** The LCP element in a few words: the last step of its selector and the start of its text. */
function shortElement(element) {
  if (!element) return '?';
  const tag = element.selector?.split(/\s*>\s*/).at(-1) ?? '';
  return `${shorten(tag, 24)} «${shorten(element.label, 28)}»`;
}

const floorHeader = [
  'route',
  'FCP',
  'floor',
  '×',
  'LCP',
  'floor',
  '×',
  'KiB<FCP',
  'floor',
  '×',
  'LCP/FCP',
  'LCP element (built)',
];
const floorLegend =
  'FCP, LCP: built page; floor: the same HTML without its scripts, module preloads and script preloads, ' +
  'measured alternately with it; ×: built / floor. KiB<FCP: transfer size of the requests the page started before ' +
  'its first paint in the unthrottled load Lighthouse observes (the simulation publishes no per-request timing). ' +
  'The simulated FCP counts only the high-priority requests (CSS, preloaded fonts) that finished before that ' +
  'unthrottled paint: fonts finishing just before or just after it move FCP by half a second. ✗: target missed.';

function floorCells(rows, mark) {
  return rows.map((row) => {
    const { median: built, floor } = row;
    const ratios = floorRatios(row);
    return [
      row.path,
      inSeconds(built.fcpMs),
      inSeconds(floor.median.fcpMs),
      mark(formatRatio(ratios.fcp), roundedRatio(ratios.fcp) > targets.floorRatio),
      inSeconds(built.lcpMs),
      inSeconds(floor.median.lcpMs),
      mark(formatRatio(ratios.lcp), roundedRatio(ratios.lcp) > targets.floorRatio),
      formatBytes(built.bytesBeforePaint),
      formatBytes(floor.median.bytesBeforePaint),
      formatRatio(ratios.bytesBeforePaint),
      mark(formatRatio(ratios.lcpOverFcp), roundedRatio(ratios.lcpOverFcp) > targets.lcpOverFcp),
      shortElement(row.lcp.element),
    ];
  });
}

const floorTable = (rows) => textTable(floorHeader, floorCells(rows, textMark), [11]);
const floorMarkdownTable = (rows) =>
  markdown(
    floorHeader,
    floorCells(rows, markdownMark).map((row) => row.map((cell) => cell.replace(/\|/g, '\\|'))),
    [11],
  );

/** Median and worst (highest) of each ratio across the routes. */
function floorOverall(rows) {
  const all = rows.map(floorRatios);
  return Object.fromEntries(
    Object.keys(all[0]).map((key) => {
      const values = all.map((ratios) => ratios[key]).filter(Number.isFinite);
      return [key, { median: median(values), worst: values.length > 0 ? Math.max(...values) : undefined }];
    }),
  );
}

function floorOverallLine(rows) {
  const overall = floorOverall(rows);
  const part = (label, { median: middle, worst }) => `${label} ${formatRatio(middle)} (${formatRatio(worst)})`;
  return (
    `Across ${rows.length} route(s), median (worst) built / floor: ${part('FCP', overall.fcp)}, ` +
    `${part('LCP', overall.lcp)}, ${part('bytes before first paint', overall.bytesBeforePaint)}; ` +
    `built LCP / FCP ${part('', overall.lcpOverFcp).trim()}.`
  );
}

/** The speed targets (README, « Speed and size »), each checked on every route of the built page. */
const floorTargets = [
  {
    label: `FCP built / floor ≤ ${targets.floorRatio}`,
    value: (row) => floorRatios(row).fcp,
    format: formatRatio,
    met: (value) => roundedRatio(value) <= targets.floorRatio,
  },
  {
    label: `LCP built / floor ≤ ${targets.floorRatio}`,
    value: (row) => floorRatios(row).lcp,
    format: formatRatio,
    met: (value) => roundedRatio(value) <= targets.floorRatio,
  },
  {
    label: `LCP ≤ ${targets.lcpSeconds} s`,
    value: (row) => row.median.lcpMs,
    format: inSeconds,
    met: (value) => value / 1000 <= targets.lcpSeconds,
  },
  {
    label: `TBT ≤ ${targets.tbtMs} ms`,
    value: (row) => row.median.tbtMs,
    format: (value) => `${Math.round(value)} ms`,
    met: (value) => value <= targets.tbtMs,
  },
  {
    label: `CLS ${targets.cls}`,
    value: (row) => roundedCls(row.median.cls),
    format: (value) => value.toFixed(3),
    met: (value) => value <= targets.cls,
  },
  {
    label: `performance ${targets.score}`,
    value: (row) => Math.round(row.median.performance),
    format: String,
    met: (value) => value >= targets.score,
  },
  {
    label: `LCP within ${Math.round((targets.lcpOverFcp - 1) * 100)} % of FCP (LCP / FCP ≤ ${targets.lcpOverFcp})`,
    value: (row) => floorRatios(row).lcpOverFcp,
    format: formatRatio,
    met: (value) => roundedRatio(value) <= targets.lcpOverFcp,
  },
];

function checkFloorTargets(rows) {
  return floorTargets.map(({ label, value, format, met }) => {
    const missed = rows
      .map((row) => ({ path: row.path, value: value(row) }))
      .filter((entry) => !(Number.isFinite(entry.value) && met(entry.value)))
      .map((entry) => ({ ...entry, text: Number.isFinite(entry.value) ? format(entry.value) : '?' }));
    return { target: label, met: missed.length === 0, missed };
  });
}

function floorTargetLines(checks, routes) {
  return checks.map(({ target, met, missed }) => {
    if (met) return `  ✓ ${target}: met on all ${routes} route(s)`;
    const listed = missed.slice(0, 6).map(({ path, text }) => `${path} ${text}`);
    if (missed.length > listed.length) listed.push('…');
    return `  ✗ ${target}: missed on ${missed.length}/${routes} (${listed.join(', ')})`;
  });
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

/** Each floor page must answer 200 through the origin Lighthouse loads, without a single script. */
async function checkFloorPages(pages, origin) {
  for (const page of pages) {
    const response = await fetch(`${origin}${page.floor.path}`);
    const html = await response.text();
    const left = scriptOnlyElements(html);
    if (!response.ok || left.length > 0) {
      throw new Error(
        `The no-JS floor of ${page.path} (${page.floor.path}) answered ${response.status}` +
          (left.length > 0 ? ` with ${left.length} script element(s) left` : ''),
      );
    }
  }
}

async function main() {
  const options = parseOptions();
  if (options.build) build();
  let distDir;
  let pages;
  let ui;
  try {
    distDir = snapshot();
    pages = selectPages(publicPages(distDir), options.routes).map((page) => ({
      ...page,
      sizes: firstLoad(page.file, distDir),
    }));
    pages = writeFloorPages(distDir, pages);
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
  await serve(distDir, served);
  const origin = options.gzip ? await gzipProxy(served, port) : `http://127.0.0.1:${port}`;
  await checkFloorPages(pages, origin);
  const chrome = await launchChromium();
  log(
    `Lighthouse on ${pages.length} route(s) × ${options.runs} run(s) × 2 (built, no-JS floor), served at ${origin}/fr/`,
  );

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
      `${options.runs} run(s) per route and variant, each column the median of its own metric across the runs.\n` +
      `JS, CSS: what the page runs before the visitor touches it (inline and module scripts, islands that hydrate by themselves) and its styles.\n`,
  );
  console.log(table(rows));
  console.log(tableLegend);
  console.log(
    `\nTargets: perf, a11y, best practices and SEO ${targets.score}; LCP ≤ ${targets.lcpSeconds} s; ` +
      `TBT ≤ ${targets.tbtMs} ms; CLS ${targets.cls}. ` +
      `Met on ${rows.length - missedRows.length} of ${rows.length} route(s).`,
  );
  for (const { path, missed } of missedRows) console.log(`  ${path}: ${missed.join(', ')}`);

  const floorChecks = checkFloorTargets(rows);
  console.log(
    `\nNo-JavaScript floor: each page against the same HTML without its scripts (served at /fr/__floor__/…), ` +
      `alternately, ${options.runs} run(s) each.\n`,
  );
  console.log(floorTable(rows));
  console.log(floorLegend);
  console.log(`\n${floorOverallLine(rows)}`);
  console.log(`\nTargets of the built pages:`);
  for (const line of floorTargetLines(floorChecks, rows.length)) console.log(line);

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
    aggregation:
      'median of each metric across the runs, per variant (built page, no-JS floor, measured alternately); ' +
      'ratios are built / floor of those medians; findings and saved report from the median-performance run',
    bytesBeforePaint:
      'transfer size of the requests the renderer started (rendererStartTime) before the observed FCP of the ' +
      'unthrottled load; bytesSentBeforePaint: those sent to the network (networkRequestTime) before it',
    targets,
    routes: rows.map(({ environment: _environment, ...row }) => ({
      ...row,
      missed: misses(row),
      floorRatios: floorRatios(row),
    })),
    floor: { overall: floorOverall(rows), targets: floorChecks },
    topFindings: top,
    package: { ...ui, budgets: budgets.package },
  };
  writeFileSync(join(reportDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(
    join(reportDir, 'bench.md'),
    `${markdownTable(rows)}\n\n${tableLegend}\n\n${floorMarkdownTable(rows)}\n\n${floorLegend}\n\n${floorOverallLine(rows)}\n`,
  );
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
