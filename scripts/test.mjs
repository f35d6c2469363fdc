// `npm test`: every check CI runs, in the order that fails fastest, with one summary at the end.
// Static checks, unit and story tests (render, play, axe, visual), the static Storybook with its
// stories and docs checked there, the library build, the size budgets, the site build with
// prerendering (and its variant with a chat endpoint the end-to-end tests answer), the package
// check, then the end-to-end journeys on the built site.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: '1' };

const stages = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
  [
    'unit and story tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-reports/vitest.json'],
  ],
  // Storybook as designers and Chromatic open it: the static build, each story's play function,
  // axe and the package's styles checked there, and the docs pages.
  ['build storybook', 'npm', ['run', 'build-storybook']],
  ['storybook (built)', 'npx', ['playwright', 'test', '-c', 'playwright.storybook.config.ts']],
  ['build', 'npm', ['run', 'build']],
  ['budgets', 'npm', ['run', 'test:budgets']],
  ['public bundle', 'npm', ['run', 'test:public-bundle']],
  // The site again, into site/dist-e2e-chat, with a token and an endpoint on 127.0.0.1 for e2e/chat-api.spec.ts.
  ['build (e2e chat)', 'npm', ['run', 'build:e2e-chat', '-w', 'site']],
  ['package check', 'npm', ['run', 'test:package']],
  ['end-to-end', 'npx', ['playwright', 'test']],
];

rmSync('test-reports/vitest.json', { force: true });
rmSync('test-reports/playwright.json', { force: true });
rmSync('test-reports/playwright-storybook.json', { force: true });

const timings = [];
let failedStage = null;
for (const [name, command, args] of stages) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  timings.push([name, (performance.now() - started) / 1000, status === 0]);
  if (status !== 0) {
    failedStage = name;
    break;
  }
}

function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync('test-reports/vitest.json')) {
    const report = JSON.parse(readFileSync('test-reports/vitest.json', 'utf8'));
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
const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  total ${total.toFixed(1)} s`);
if (failedStage) console.log(`\nFailed at: ${failedStage}`);

const { passed, failed } = counts();
// A failed stage with no failing test (typecheck, lint, build) still counts as one failure.
console.log(`\ntests: ${passed} passed, ${failed || (failedStage ? 1 : 0)} failed`);
process.exit(failedStage ? 1 : 0);
