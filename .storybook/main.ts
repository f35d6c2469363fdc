import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';

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
  // The visual baselines double as the overview's thumbnails.
  staticDirs: [{ from: '../stories/__screenshots__/light', to: '/thumbnails' }],
  // Docs headings become search results: the overview's French names find their component.
  features: { experimentalSearchDocsHeadings: true },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Stories import `@company/ui`; the source condition compiles it from TypeScript so
      // component edits hot-reload without rebuilding the package.
      resolve: { conditions: ['@company/source', ...defaultClientConditions] },
    }),
};

export default config;
