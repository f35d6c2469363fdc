// `npm test`: every check CI runs, as turbo's task graph (turbo.json): the static checks (typecheck,
// lint, format) and the unit tests; the library, site and API builds; the Nu Html Checker on the
// built pages; the package check; every story from source (render, play, axe, visual; light, dark,
// forced colours); the static Storybook's docs pages; the size budgets; the public bundle; a bounded
// load test of the chat API; the site's variant with a chat endpoint the end-to-end tests answer;
// then the end-to-end journeys on the built site. Each task starts once those it depends on have
// passed, and the browser stages one after another, after the cheap checks: a failure stops the
// run early, and the first-tap timings run on a machine busy with nothing else. Then one summary:
// each task's time and the count of tests.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const tasks = [
  'typecheck',
  'typecheck:root',
  'lint',
  'format:check',
  'test:unit',
  'build',
  'test:html',
  'test:package',
  'test:stories',
  'test:storybook',
  'test:budgets',
  'test:public-bundle',
  'test:load',
  'test:e2e',
];

const reports = {
  vitest: ['test-reports/vitest.json', 'test-reports/vitest-stories.json'],
  playwright: ['test-reports/playwright-storybook.json', 'test-reports/playwright.json'],
};
for (const file of Object.values(reports).flat()) rmSync(file, { force: true });
// The story tests' visual report (Vitest's HTML reporter, `.vitest/index.html`) shows this run's
// differing screenshots: an earlier run's images go, so the folder CI keeps holds only these.
rmSync('.vitest/attachments', { recursive: true, force: true });

/**
 * The machine's busy share of its cores, sampled each second from /proc/stat (Linux) while the run
 * goes: each task's line then says how busy the machine was while it ran, which tells a stage that
 * waits (on a slowed link, on the registry) from one that is short of cores.
 */
const samples = [];
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return undefined;
  }
}
let previousTimes = cpuTimes();
const sampler = setInterval(() => {
  const now = cpuTimes();
  if (now && previousTimes && now.total > previousTimes.total)
    samples.push({ at: Date.now(), busy: 1 - (now.idle - previousTimes.idle) / (now.total - previousTimes.total) });
  previousTimes = now;
}, 1000);
/** The mean busy share between two instants, or undefined without samples there. */
function busyBetween(start, end) {
  const inside = samples.filter(({ at }) => at > start && at <= end + 1000);
  return inside.length ? inside.reduce((sum, { busy }) => sum + busy, 0) / inside.length : undefined;
}

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: '1' };
const runsDir = '.turbo/runs';
const started = Date.now();
// Three at a time: the static checks are one process each and mostly single-threaded, so they share
// the two cores; the browser stages, which keep both busy, are ordered by their dependencies.
const status = await new Promise((resolve) => {
  const child = spawn(
    'npx',
    ['turbo', 'run', ...tasks, '--concurrency=3', '--log-order=grouped', '--summarize', '--env-mode=loose'],
    { stdio: 'inherit', env },
  );
  child.on('close', (code) => resolve(code ?? 1));
});
clearInterval(sampler);

/** The summary turbo wrote for this run: its tasks with their start and end times and exit codes. */
function summary() {
  if (!existsSync(runsDir)) return undefined;
  const newest = readdirSync(runsDir)
    .map((name) => path.join(runsDir, name))
    .filter((file) => statSync(file).mtimeMs >= started)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  return newest ? JSON.parse(readFileSync(newest, 'utf8')) : undefined;
}

function counts() {
  let passed = 0;
  let failed = 0;
  for (const file of reports.vitest.filter((report) => existsSync(report))) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  for (const file of reports.playwright.filter((report) => existsSync(report))) {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

const run = summary();
const failedTasks = [];
if (run) {
  console.log('\nTask timings (start → end, seconds from the start of the run; how busy the cores were meanwhile)');
  const rows = run.tasks.filter((task) => task.execution).sort((a, b) => a.execution.startTime - b.execution.startTime);
  const origin = Math.min(...rows.map((task) => task.execution.startTime));
  for (const task of rows) {
    const { startTime, endTime, exitCode } = task.execution;
    const cached = task.cache?.status === 'HIT' ? ' (cached)' : '';
    if (exitCode !== 0) failedTasks.push(task.taskId);
    const busy = busyBetween(startTime, endTime);
    console.log(
      `  ${exitCode === 0 ? '✓' : '✗'} ${task.taskId.padEnd(28)} ${((endTime - startTime) / 1000).toFixed(1).padStart(6)} s` +
        `   ${((startTime - origin) / 1000).toFixed(0).padStart(4)} → ${((endTime - origin) / 1000).toFixed(0).padEnd(5)}` +
        `${busy === undefined ? '' : `   ${Math.round(busy * 100)} % busy`}${cached}`,
    );
  }
}
const busyAll = busyBetween(started, Date.now());
console.log(
  `  total ${((Date.now() - started) / 1000).toFixed(1)} s${busyAll === undefined ? '' : `, cores ${Math.round(busyAll * 100)} % busy`}`,
);
if (failedTasks.length) console.log(`\nFailed: ${failedTasks.join(', ')}`);

const { passed, failed } = counts();
// A failed task with no failing test (typecheck, lint, build) still counts as one failure.
console.log(`\ntests: ${passed} passed, ${failed || (status !== 0 ? 1 : 0)} failed`);
process.exit(status);
