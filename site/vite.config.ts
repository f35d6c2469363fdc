import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type UserConfig } from 'vite';

/**
 * Dev only: `@company/ui` compiles from its TypeScript source (its `@company/source` export
 * condition), so edits to the package show up live. A build always uses the package's `dist`,
 * so source-built and dist-built class names never meet in one bundle. The vanilla-extract
 * plugin drops top-level `ssr.resolve.conditions`; the environment option survives it.
 */
const resolveUiFromSource: UserConfig = {
  resolve: { conditions: ['@company/source', ...defaultClientConditions] },
  environments: {
    ssr: { resolve: { conditions: ['@company/source', ...defaultServerConditions] } },
  },
  // Imported by the package's compiled `.css.ts` recipes, so the dep scan cannot see it;
  // listing it spares the reload that a late discovery costs on the first visit.
  optimizeDeps: { include: ['@company/ui > @vanilla-extract/recipes/createRuntimeFn'] },
};

export default defineConfig(({ command }) => ({
  base: '/fr/',
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    // One stylesheet linked from the HTML: a prerendered page is styled before its lazy
    // route chunk (which would otherwise carry its CSS) loads.
    cssCodeSplit: false,
    rolldownOptions: {
      // Libraries change less often than the site: their own chunk stays cached across deploys.
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/ }] } },
    },
  },
  ...(command === 'serve' ? resolveUiFromSource : {}),
}));
