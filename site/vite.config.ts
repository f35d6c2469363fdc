import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type UserConfig } from 'vite';

/**
 * Every `VITE_` value is written into the public JavaScript. A GitHub token set there can be read
 * by anyone who opens the site, so the build says so loudly (README, « Configuration »).
 */
function publicTokenWarning(): Plugin {
  return {
    name: 'company:public-token-warning',
    apply: 'build',
    configResolved({ env, build, logger }) {
      if (build.ssr || !String(env.VITE_GITHUB_TOKEN ?? '').trim()) return;
      const rule = '!'.repeat(78);
      logger.warn(
        [
          rule,
          '!! VITE_GITHUB_TOKEN is set: this build copies the token into the public JavaScript,',
          '!! where anyone visiting the site can read it and use it. Keep the token on a server:',
          '!! point VITE_CHAT_API_URL at a proxy that adds it, and leave VITE_GITHUB_TOKEN empty.',
          rule,
        ].join('\n'),
      );
    },
  };
}

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
  plugins: [react(), vanillaExtractPlugin(), publicTokenWarning()],
  build: {
    // One stylesheet linked from the HTML: a prerendered page is styled before its lazy
    // route chunk (which would otherwise carry its CSS) loads.
    cssCodeSplit: false,
    // Read by the prerender to preload each page's chunks; removed from dist once it has run.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs: one file, cached across deploys that only change the site.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
          ],
        },
      },
    },
  },
  ...(command === 'serve' ? resolveUiFromSource : {}),
}));
