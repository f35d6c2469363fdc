import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from './scripts/browser.mjs';

const root = import.meta.dirname;
const sourceConditions = ['@company/source', ...defaultClientConditions];
// vanilla-extract compiles `.css.ts` files in Vite's SSR environment, with the conditions of the
// SSR environment: without them, a site style importing `@company/ui/theme` needs a build first.
const resolveFromSource = {
  resolve: { conditions: sourceConditions },
  environments: { ssr: { resolve: { conditions: ['@company/source', ...defaultServerConditions] } } },
};

/**
 * Every story in Chromium: render, play function, axe, and its visual baseline. The dark run
 * checks each component's main states in the dark scheme (the stories of its docs page: every
 * variant and the States story, not the interaction scenarios tagged `!autodocs`), against
 * baselines in stories/__screenshots__/dark. Every story in dark would add about a minute more.
 */
const storybookProject = (scheme: 'light' | 'dark'): TestProjectInlineConfiguration => ({
  plugins: [
    storybookTest({
      configDir: path.join(root, '.storybook'),
      tags: scheme === 'light' ? { exclude: ['no-test'] } : { include: ['autodocs'], exclude: ['no-test'] },
    }),
  ],
  // The preview starts in this scheme (.storybook/scheme.tsx).
  define: { 'import.meta.env.STORYBOOK_SCHEME': JSON.stringify(scheme) },
  // Stories reach these through @company/ui's source, which the dependency scan does not
  // crawl; discovering them mid-run makes Vite reload the test frames on a fresh clone.
  optimizeDeps: {
    include: [
      'radix-ui/accordion',
      'radix-ui/alert-dialog',
      'radix-ui/dialog',
      'radix-ui/dropdown-menu',
      'radix-ui/popover',
      'radix-ui/portal',
      'radix-ui/slot',
      'radix-ui/tabs',
      'radix-ui/toast',
      'radix-ui/tooltip',
      '@vanilla-extract/recipes/createRuntimeFn',
      'lucide-react',
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
    ],
  },
  test: {
    name: scheme === 'light' ? 'storybook' : 'storybook-dark',
    root,
    // One test frame runs the story files one after another: each story test renders its own root
    // and unmounts it after, so a new frame per file would only repeat the setup (about a tenth).
    isolate: false,
    setupFiles: ['./.storybook/vitest.setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // 0.05 still catches a shift of the brand blue; 0 flakes on anti-aliasing. In the dark
          // scheme, the anti-aliased edge of a red ring on a dark track (Switch, invalid) varies by
          // one pixel between runs: a few pixels are tolerated there, far fewer than any shift.
          comparatorOptions: { threshold: 0.05, allowedMismatchedPixels: scheme === 'light' ? 0 : 4 },
          resolveScreenshotPath: ({ arg, ext, testFileName }) =>
            path.join(
              root,
              'stories/__screenshots__',
              ...(scheme === 'light' ? [] : [scheme]),
              testFileName.replace(/\.stories\.tsx$/, ''),
              `${arg}${ext}`,
            ),
          resolveDiffPath: ({ arg, ext, testFileName, attachmentsDir }) =>
            path.resolve(root, attachmentsDir, 'visual', testFileName, `${arg}${ext}`),
        },
      },
    },
  },
});

export default defineConfig({
  // The vanilla-extract compiler loads this file itself and reads only its top level, not the
  // project it compiles for: the source conditions must be here too.
  ...resolveFromSource,
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        ...resolveFromSource,
        test: {
          name: 'ui',
          root,
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        ...resolveFromSource,
        test: {
          name: 'site',
          root,
          include: ['site/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'api',
          root,
          include: ['api/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      storybookProject('light'),
      storybookProject('dark'),
    ],
  },
});
