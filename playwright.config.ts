import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chatSite, site } from './e2e/support/servers';
import { chromiumArgs, testChromium } from './scripts/browser.mjs';

/** End-to-end tests against the built, prerendered site served the way the host serves it. */
export default defineConfig({
  testDir: 'e2e',
  // Baselines of e2e/visual.spec.ts, one folder per test file, each image under the name its test gives: one machine's rendering
  // (Debian Chromium), committed; `--update-snapshots` rewrites them.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  timeout: 30_000,
  expect: {
    timeout: 5_000,
    toHaveScreenshot: {
      // Per-pixel colour tolerance as in the stories' visual tests: 0.1 misses a brand-blue change and
      // 0 flakes on anti-aliasing; every pixel beyond it counts, so a one-letter change fails.
      threshold: 0.05,
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list'], ['html', { open: 'never' }], ['json', { outputFile: 'test-reports/playwright.json' }]],
  use: {
    baseURL: site.baseURL,
    locale: 'fr-FR',
    // A trace records every action's page snapshot, a fifth of the run's time or more: a failure keeps
    // its screenshot and page snapshot (error-context.md) instead. `--trace retain-on-failure` when
    // a failure needs its steps.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /first-tap\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: testChromium(), args: chromiumArgs },
      },
    },
    {
      // The first-tap timings, once every other journey is done: on a machine busy with the other
      // journeys' browsers, a slowed phone's timings would measure the machine, not the site. Two
      // phones at a time: a page slowed 4× keeps a quarter of a core busy and spends most of its
      // time waiting on the slowed link, so two on two cores measure the same figures in half the
      // wall time.
      name: 'first tap',
      testMatch: /first-tap\.spec\.ts$/,
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: testChromium(), args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      // Serves the publish folder site/dist with the host's own runtime, by its _headers and
      // _redirects (site/scripts/serve.mjs): run `npm run build -w @company/ui && npm run build -w site` first.
      command: 'npm run preview',
      url: `${site.baseURL}/fr/`,
      // The chat API's Pages Function holds no token here, whatever the machine's environment says:
      // it answers with the prepared replies and never calls out (e2e/chat.spec.ts).
      // WRANGLER_LOG: no line per request (the tests make thousands); warnings and errors still print.
      env: { PORT: String(site.port), SITE_DIST_DIR: site.distDir, GITHUB_TOKEN: '', WRANGLER_LOG: 'warn' },
      reuseExistingServer: !process.env.CI,
      // The runtime starts in a few seconds; far more on a machine busy with other jobs.
      timeout: 120_000,
      // Stopped, not killed: the server then removes its scratch folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      // Serves site/dist-e2e-chat, the chat build (`npm run build:e2e-chat -w site`), for
      // e2e/chat-api.spec.ts and the policy with analytics consented: the build whose chat calls its
      // endpoint directly, meant for a host without Pages Functions. The API's Node server
      // (`api/dist/node.mjs`) serves it by the same _headers and _redirects, as self-hosting does.
      // A second `wrangler pages dev` kept 8 % of a core busy for the whole run: its bundler polls
      // the folders of the Functions' bundle (node_modules among them) about eight times a second.
      command: 'npm start -w api',
      url: `${chatSite.baseURL}/fr/`,
      env: {
        PORT: String(chatSite.port),
        SITE_DIR: path.join(import.meta.dirname, 'site', chatSite.distDir),
        // Its messages' SQLite file (the chat build's tests send none).
        DATA_DIR: path.join(tmpdir(), 'company-e2e-chat-data'),
        GITHUB_TOKEN: '',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
