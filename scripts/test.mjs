// `npm test`: every check CI runs, in the order that fails fastest, with one summary at the end.
// Static checks, unit tests and the chat API's handler tests, the library, site and API builds, the
// Nu Html Checker on the built pages, the static Storybook and the package check, every story from
// source (render, play, axe, visual; light, dark, forced colours), the static Storybook's docs pages,
// the size budgets, the public bundle, a bounded load test of the chat API, the site's variant with a
// chat endpoint the end-to-end tests answer, then the end-to-end journeys on the built site.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: '1' };

/**
 * Each entry is a stage, or a list of stages that run at the same time: the static checks are one
 * process each and mostly single-threaded, so together they share the two cores instead of taking
 * turns on one.
 */
const stages = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
    ['format', 'npm', ['run', 'format:check']],
  ],
  [
    'unit tests',
    'npx',
    [
      'vitest',
      'run',
      ...['--project', 'ui', '--project', 'site', '--project', 'api', '--project', 'tooling'],
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-reports/vitest.json',
    ],
  ],
  ['build', 'npm', ['run', 'build']],
  // The Nu Html Checker on every built page, in one JVM: about 9 s. Beside the next two stages it
  // saved nothing (they keep both cores busy), so it runs alone, where a markup error stops early.
  ['html (Nu checker)', 'npm', ['run', 'test:html']],
  // Storybook as designers and Chromatic open it, built beside the package check, which spends
  // much of its time installing the tarball into scratch apps, waiting on the disk and network.
  [
    ['build storybook', 'npm', ['run', 'build-storybook']],
    ['package check', 'npm', ['run', 'test:package']],
  ],
  // Every story from source through Storybook's Vitest addon: render, play function, axe, no console
  // error and its visual baseline, in light; each component's main states in dark; the stories
  // tagged `forced-colors` in Chromium's forced-colours emulation.
  [
    'stories',
    'npx',
    [
      'vitest',
      'run',
      ...['--project', 'storybook', '--project', 'storybook:dark', '--project', 'storybook:forced-colors'],
      // A page per core: the default keeps one on a 2-core machine, a quarter slower.
      '--maxWorkers=2',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-reports/vitest-stories.json',
    ],
  ],
  // The static build as designers and Chromatic open it: every docs page (its stories styled, no
  // console error, the props table), the overview, the foundations' baselines, forced colours.
  ['storybook (built)', 'npx', ['playwright', 'test', '-c', 'playwright.storybook.config.ts']],
  ['budgets', 'npm', ['run', 'test:budgets']],
  ['public bundle', 'npm', ['run', 'test:public-bundle']],
  // 500 requests from 20 clients against the built Node server and a stub model, on loopback: a few seconds.
  ['load (api)', 'npm', ['run', 'test:load']],
  // The site again, into site/dist-e2e-chat, with a token and an endpoint on 127.0.0.1 for e2e/chat-api.spec.ts.
  ['build (e2e chat)', 'npm', ['run', 'build:e2e-chat', '-w', 'site']],
  ['end-to-end', 'npx', ['playwright', 'test']],
];

rmSync('test-reports/vitest.json', { force: true });
rmSync('test-reports/vitest-stories.json', { force: true });
rmSync('test-reports/playwright.json', { force: true });
rmSync('test-reports/playwright-storybook.json', { force: true });

/** Runs one stage; `quiet` keeps its output until it ends, so stages side by side do not interleave. */
function run([name, command, args], { quiet }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (quiet) {
        console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve([name, (performance.now() - started) / 1000, status === 0]);
    });
  });
}

const timings = [];
/** Wall time: stages side by side count once. */
let total = 0;
let failedStage = null;
for (const entry of stages) {
  const group = Array.isArray(entry[0]) ? entry : [entry];
  const started = performance.now();
  if (group.length === 1) console.log(`\n▶ ${group[0][0]}: ${group[0][1]} ${group[0][2].join(' ')}`);
  else console.log(`\n▶ side by side: ${group.map(([name]) => name).join(', ')}`);
  const results = await Promise.all(group.map((stage) => run(stage, { quiet: group.length > 1 })));
  timings.push(...results);
  const wall = (performance.now() - started) / 1000;
  total += wall;
  if (group.length > 1) timings.push(['  (side by side)', wall, true]);
  const failed = results.find(([, , ok]) => !ok);
  if (failed) {
    failedStage = failed[0];
    break;
  }
}

function counts() {
  let passed = 0;
  let failed = 0;
  for (const file of ['test-reports/vitest.json', 'test-reports/vitest-stories.json']) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  for (const file of ['test-reports/playwright-storybook.json', 'test-reports/playwright.json']) {
    if (!existsSync(file)) continue;
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

console.log('\nStage timings');
for (const [name, seconds, ok] of timings)
  console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(22)} ${seconds.toFixed(1)} s`);
console.log(`  total ${total.toFixed(1)} s`);
if (failedStage) console.log(`\nFailed at: ${failedStage}`);

const { passed, failed } = counts();
// A failed stage with no failing test (typecheck, lint, build) still counts as one failure.
console.log(`\ntests: ${passed} passed, ${failed || (failedStage ? 1 : 0)} failed`);
process.exit(failedStage ? 1 : 0);
