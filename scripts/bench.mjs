// `npm run bench`: Lighthouse CI (lighthouserc.cjs) on the production build, then the medians and
// how far each page is from its no-JavaScript floor, printed and written to test-reports/bench.md.
// Then time to content on the first-tap spec's phone for public routes and the account area, which
// Lighthouse cannot sign in to (scripts/bench/phone.mjs), and the staff's inbox on the phone profile
// (scripts/bench/inbox.mjs) unless --no-inbox.
// Builds first unless --no-build. A benchmark, not a gate: a missed target is marked and exits 0;
// only a failure to measure exits 1. Timings move with the machine's load, which is why this never
// runs in `npm test` (budgets do).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pageFile } from '../site/scripts/layout.mjs';
import { benchSite, bytesBeforeFirstPaint, floorRoute } from './bench/floor.mjs';
import { benchInbox } from './bench/inbox.mjs';
import { phoneTimes } from './bench/phone.mjs';
import { firstLoad, formatKiB, kib, root } from './sizes.mjs';

// Built / floor for FCP and LCP, and the built page's LCP / FCP, at two decimals.
const ratioTarget = 1.05;
const reports = join(root, 'test-reports');
const loadAtStart = loadavg()[0];

// A port nobody listens on, unless BENCH_PORT names one: another server there would be measured.
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const env = { ...process.env, BENCH_PORT: process.env.BENCH_PORT || String(port) };
const run = (command, args) => spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status;
const lhci = (command) => run(process.execPath, [join(root, 'node_modules/@lhci/cli/src/cli.js'), command]);

if (!process.argv.includes('--no-build') && run('npm', ['run', 'build']) !== 0) {
  console.error('bench: npm run build failed');
  process.exit(1);
}
rmSync(join(reports, 'lighthouse'), { recursive: true, force: true });
const measured = lhci('collect') === 0;
lhci('assert'); // exits 1 on a missed target, which the table marks
if (!measured || lhci('upload') !== 0) {
  console.error('bench: Lighthouse CI could not measure');
  process.exit(1);
}

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const lhrs = read(join(reports, 'lighthouse', 'manifest.json')).map(({ jsonPath }) => read(jsonPath));
const pathOf = (url) => new URL(url).pathname;
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const figures = ({ categories, audits }) => ({
  ...Object.fromEntries(Object.entries(categories).map(([id, { score }]) => [id, score * 100])),
  fcp: audits['first-contentful-paint'].numericValue,
  lcp: audits['largest-contentful-paint'].numericValue,
  tbt: audits['total-blocking-time'].numericValue,
  cls: audits['cumulative-layout-shift'].numericValue,
  bytes: bytesBeforeFirstPaint({ audits }),
});
/** Each figure's median over the runs of `path`, as LHCI's assertions take it. */
const medians = (path) => {
  const runs = lhrs.filter((lhr) => pathOf(lhr.requestedUrl) === path).map(figures);
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
};
const paths = [...new Set(lhrs.map((lhr) => pathOf(lhr.requestedUrl)))];
const rows = paths
  .filter((path) => paths.includes(floorRoute(path)))
  .map((path) => ({ path, built: medians(path), floor: medians(floorRoute(path)) }));

const missed = read(join(root, '.lighthouseci', 'assertion-results.json')).map(
  ({ url, auditProperty, auditId }) => `${pathOf(url)} ${auditProperty ?? auditId}`,
);
const mark = (path, id, text) => (missed.includes(`${path} ${id}`) ? `${text} ✗` : text);
const ratio = (value) => `${value.toFixed(2)}×${Math.round(value * 100) / 100 > ratioTarget ? ' ✗' : ''}`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const table = (header, body) =>
  [header, header.map((_, i) => (i === 0 ? '---' : '---:')), ...body].map((row) => `| ${row.join(' | ')} |`).join('\n');

const scores = table(
  ['route', 'perf', 'a11y', 'BP', 'SEO', 'LCP', 'CLS', 'TBT', 'JS', 'CSS'],
  rows.map(({ path, built: m }) => {
    const sizes = firstLoad(join(benchSite, pageFile(path)), benchSite);
    return [
      path,
      ...['performance', 'accessibility', 'best-practices', 'seo'].map((id) => mark(path, id, Math.round(m[id]))),
      mark(path, 'largest-contentful-paint', s(m.lcp)),
      mark(path, 'cumulative-layout-shift', m.cls.toFixed(3)),
      mark(path, 'total-blocking-time', `${Math.round(m.tbt)} ms`),
      formatKiB(sizes.js),
      formatKiB(sizes.css),
    ];
  }),
);
const floor = table(
  ['route', 'FCP', 'floor', '×', 'LCP', 'floor', '×', 'KiB<FCP', 'floor', 'LCP/FCP'],
  rows.map(({ path, built: b, floor: f }) => [
    ...[path, s(b.fcp), s(f.fcp), ratio(b.fcp / f.fcp), s(b.lcp), s(f.lcp), ratio(b.lcp / f.lcp)],
    ...[kib(b.bytes).toFixed(1), kib(f.bytes).toFixed(1), ratio(b.lcp / b.fcp)],
  ]),
);
// The account area, which Lighthouse cannot sign in to, beside public routes, on the first-tap
// spec's phone; the server Lighthouse used has stopped, so the same port is free again.
const phone = await phoneTimes(benchSite, env.BENCH_PORT, Number(process.env.BENCH_RUNS || 3));
const phoneTable = table(
  ['what', 'path', 'time to content', 'shown at'],
  phone.map(({ what, path, ms, url }) => [
    what,
    path,
    `${s(ms)}${path.startsWith('/fr/app/') && ms > 1500 ? ' ✗' : ''}`,
    url,
  ]),
);
const { lighthouseVersion, configSettings: settings } = lhrs[0];
// The staff's inbox, signed in over a full store, which Lighthouse's static server cannot hold.
const inbox = process.argv.includes('--no-inbox')
  ? ''
  : `\n${await benchInbox({ runs: Number(process.env.BENCH_RUNS || 3), count: Number(process.env.BENCH_INBOX_MESSAGES || 10_000) })}`;
const markdown = `${scores}

Median of ${lhrs.length / paths.length} run(s) per route. BP: best practices. JS, CSS: first load, gzip.
✗: a target of lighthouserc.cjs missed.

${floor}

Floor: the same HTML without its scripts, module preloads and script preloads (/fr/__floor__/…);
×: built / floor, ✗ above ${ratioTarget}. KiB<FCP: what the page requested before its first paint in
the unthrottled load Lighthouse observes. LCP/FCP: the built page's LCP within 5 % of its FCP.

${phoneTable}

Time to content on a phone (375 px, CPU 4× slower, 150 ms round trip, 1.6 Mbit/s; scripts/bench/phone.mjs),
from the navigation's start, median of ${Number(process.env.BENCH_RUNS || 3)}: a public page's largest contentful paint; the
account area's panel with a session in the browser; without one, the sign-in notice's first paint.
✗: the account area over 1.5 s.

Lighthouse ${lighthouseVersion}, ${settings.formFactor}, ${settings.throttlingMethod}d throttling, load average ${loadAtStart.toFixed(1)} at the start.
Reports: test-reports/lighthouse/.
${inbox}`;
writeFileSync(join(reports, 'bench.md'), markdown);
console.log(`\n${markdown}`);
