import { defineConfig, devices } from '@playwright/test';
import { storybook, storybookDir } from './e2e-storybook/support/storybook';
import { chromiumArgs, testChromium } from './scripts/browser.mjs';

/** The static Storybook (`npm run build-storybook`), served as any static host serves it. */
export default defineConfig({
  testDir: 'e2e-storybook',
  timeout: 30_000,
  // Baselines of the foundations pages, rendered by Debian's Chromium with the package's fonts.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    timeout: 5_000,
    toHaveScreenshot: { threshold: 0.05, maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['dot'], ['json', { outputFile: 'test-reports/playwright-storybook.json' }]],
  use: {
    baseURL: storybook.baseURL,
    locale: 'fr-FR',
    // A trace records every action's page snapshot, a fifth of the run's time or more: a failure keeps
    // its screenshot and page snapshot (error-context.md) instead. `--trace retain-on-failure` when
    // a failure needs its steps.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  outputDir: 'test-results/storybook',
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: testChromium(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: `node scripts/serve-static.mjs "${storybookDir}" ${storybook.port}`,
    url: `${storybook.baseURL}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
