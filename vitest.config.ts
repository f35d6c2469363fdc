import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, testChromium } from './scripts/browser.mjs';
import { sqlAsText } from './api/scripts/sql-text.mjs';

const root = import.meta.dirname;
/** Leaves jsdom's page as new after each test file: the jsdom projects share one page per worker. */
const domSetup = path.join(root, 'vitest.dom-setup.ts');
const sourceConditions = ['@company/source', ...defaultClientConditions];
// vanilla-extract compiles `.css.ts` files in Vite's SSR environment, with the conditions of the
// SSR environment: without them, a site style importing `@company/ui/theme` needs a build first.
const resolveFromSource = {
  resolve: { conditions: sourceConditions },
  environments: { ssr: { resolve: { conditions: ['@company/source', ...defaultServerConditions] } } },
};

/** Where a story's baseline lives: `stories/__screenshots__/<light, dark-rtl or forced-colors>/<component>/<story>.png`. */
const baselines = path.join(root, 'stories/__screenshots__');

/**
 * The story files that hold no story with this tag: a project that runs only tagged stories leaves
 * them out rather than load each into the browser to find nothing to run there.
 */
function storyFilesWithout(tag: string): string[] {
  return globSync('stories/**/*.stories.tsx', { cwd: root }).filter(
    (file) => !readFileSync(path.join(root, file), 'utf8').includes(`'${tag}'`),
  );
}

/**
 * Every story in Chromium from source, through Storybook's Vitest addon: it renders, its play
 * function passes, axe finds no violation, the page logs no error, the package's styles are all
 * there, and it looks as its baseline does (`.storybook/vitest.setup.ts`). One project per way a
 * reader meets the components: light, left to right; each component's main states (its stories
 * tagged `main`: the playground, the States story, its tones or variants) in the dark scheme and
 * right to left at once, with axe's contrast checks in dark colours and the play functions' keys
 * read right to left (the scheme changes only colours and the direction only the layout and the
 * arrow keys, so one pass covers both); and forced colours, for the stories tagged
 * `forced-colors`, in Chromium's real emulation.
 */
function storybookProject(
  name: string,
  {
    scheme = 'light',
    dir = 'ltr',
    tags,
    forcedColors = false,
  }: {
    scheme?: 'light' | 'dark';
    dir?: 'ltr' | 'rtl';
    tags: { include?: string[]; exclude: string[] };
    forcedColors?: boolean;
  },
): TestProjectInlineConfiguration {
  const onlyTagged = tags.include?.length === 1 ? tags.include[0] : undefined;
  return {
    plugins: [
      storybookTest({
        configDir: path.join(root, '.storybook'),
        tags,
        initialGlobals: { scheme, dir },
      }),
    ],
    // Stories reach these through @company/ui's source, which the dependency scan does not
    // crawl; discovering them mid-run makes Vite reload the test frames on a fresh clone.
    optimizeDeps: {
      include: [
        'radix-ui/accordion',
        'radix-ui/alert-dialog',
        'radix-ui/dialog',
        'radix-ui/direction',
        'radix-ui/dropdown-menu',
        'radix-ui/popover',
        'radix-ui/portal',
        'radix-ui/slider',
        'radix-ui/slot',
        'radix-ui/tabs',
        'radix-ui/toast',
        'radix-ui/toggle-group',
        'radix-ui/tooltip',
        '@base-ui/react/combobox',
        '@base-ui/react/direction-provider',
        '@base-ui/react/number-field',
        '@base-ui/react/select',
        'react-day-picker',
        '@tanstack/react-table',
        '@tanstack/react-virtual',
        '@vanilla-extract/recipes/createRuntimeFn',
        'lucide-react',
        'storybook/theming',
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
      ],
    },
    test: {
      name,
      root,
      setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
      exclude: [...configDefaults.exclude, ...(onlyTagged ? storyFilesWithout(onlyTagged) : [])],
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: testChromium(), args: chromiumArgs },
          contextOptions: { locale: 'fr-FR', ...(forcedColors ? { forcedColors: 'active' } : {}) },
        }),
        instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            resolveScreenshotPath: ({ arg, ext }) =>
              path.join(
                baselines,
                forcedColors ? 'forced-colors' : dir === 'rtl' ? `${scheme}-rtl` : scheme,
                `${arg}${ext}`,
              ),
          },
        },
      },
    },
  };
}

const storyProjects = [
  storybookProject('storybook', { tags: { exclude: ['no-test', 'forced-colors'] } }),
  storybookProject('storybook:dark-rtl', {
    scheme: 'dark',
    dir: 'rtl',
    tags: { include: ['main'], exclude: ['no-test', 'forced-colors'] },
  }),
  storybookProject('storybook:forced-colors', {
    tags: { include: ['forced-colors'], exclude: ['no-test'] },
    forcedColors: true,
  }),
];

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
          // The package, the blocks built from it and the site's contract with its server, in one jsdom project.
          name: 'packages',
          root,
          include: [
            'packages/ui/src/**/*.test.{ts,tsx}',
            'packages/blocks/src/**/*.test.{ts,tsx}',
            'packages/contract/src/**/*.test.ts',
          ],
          environment: 'jsdom',
          isolate: false,
          setupFiles: [domSetup],
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        ...resolveFromSource,
        test: {
          name: 'site',
          root,
          include: ['site/src/**/*.test.{ts,tsx}', 'site/build/**/*.test.ts'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: [domSetup],
        },
      },
      {
        test: {
          name: 'api',
          root,
          include: ['api/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
        plugins: [sqlAsText()],
      },
      {
        // The repository's own ESLint rules, with ESLint's RuleTester.
        test: {
          name: 'tooling',
          root,
          include: ['eslint-rules/**/*.test.{ts,mjs}'],
          environment: 'node',
          isolate: false,
        },
      },
      ...storyProjects,
    ],
  },
});
