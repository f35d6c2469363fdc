import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';
import { componentTokens } from './componentTokens';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    // Forces :hover, :focus-visible and :active on chosen elements, so a States story shows them side by side.
    'storybook-addon-pseudo-states',
  ],
  // The overview's thumbnails: the light visual baselines cropped to their component by
  // scripts/overview-thumbnails.mjs, which `npm run storybook` and `npm run build-storybook` run first.
  staticDirs: [{ from: '../node_modules/.cache/overview-thumbnails', to: '/thumbnails' }],
  // Behaviour scenarios (`*.features.stories.tsx`, tagged `scenario`) run in both test runs but stay
  // out of the sidebar, which lists the examples and docs designers read; the sidebar's tag filter
  // brings them back for whoever debugs one.
  tags: { scenario: { defaultFilterSelection: 'exclude' } },
  // Docs headings become search results: each component's French names (its `FrenchNames` story) find its docs page.
  features: { experimentalSearchDocsHeadings: true },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), componentTokens(path.resolve(import.meta.dirname, '..'))],
      // Stories import `@company/ui`; the source condition compiles it from TypeScript so
      // component edits hot-reload without rebuilding the package.
      resolve: { conditions: ['@company/source', ...defaultClientConditions] },
    }),
};

export default config;
