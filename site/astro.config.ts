import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'astro/config';
import { defaultClientConditions, defaultServerConditions, loadEnv } from 'vite';
import { buildDefines, chatModeOf, publicTokenWarning } from './build/chatBuild.ts';
import { siteHost } from './build/siteHost.ts';
import { markdownFeatures, markdownPlugins } from './src/content/markdown.ts';
import { site } from './src/config/site.ts';

const mode = process.env.NODE_ENV === 'production' || process.argv.includes('build') ? 'production' : 'development';
const env = loadEnv(mode, import.meta.dirname, 'VITE_');
const chatMode = chatModeOf(env);

/** Where `npm start` runs the chat API (api/src/node.ts), which the dev server forwards `/api` to. */
const devApiOrigin = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;

/**
 * The site: each page is HTML written at build time, and only its islands (`client:*`) ship
 * JavaScript. Pages live in src/pages; the publish folder is `dist/` (SITE_DIST_DIR), the site in
 * its `fr/`, the host's files at its root (build/siteHost.ts).
 */
export default defineConfig({
  site: site.origin,
  base: '/fr',
  outDir: `./${process.env.SITE_DIST_DIR || 'dist'}/fr`,
  // `/fr/about` is about.html, served as it is; about/index.html would make hosts redirect first.
  build: { format: 'file', assets: 'assets', inlineStylesheets: 'always' },
  trailingSlash: 'ignore',
  devToolbar: { enabled: false },
  // The collections' Markdown (src/content): code is shown as the design system's code blocks show it.
  markdown: {
    syntaxHighlight: false,
    processor: satteri({ features: markdownFeatures, mdastPlugins: markdownPlugins }),
  },
  integrations: [react(), siteHost(), publicTokenWarning(chatMode, env)],
  server: { port: 5173 },
  vite: {
    envPrefix: 'VITE_',
    define: buildDefines(chatMode),
    plugins: [vanillaExtractPlugin()],
    server: { proxy: { '/api': { target: devApiOrigin } } },
    ...(mode === 'development'
      ? {
          // Dev only: `@company/ui` compiles from its TypeScript source, so edits to it show at once;
          // a build always uses the package's dist, so the two kinds of class names never meet.
          resolve: { conditions: ['@company/source', ...defaultClientConditions] },
          environments: { ssr: { resolve: { conditions: ['@company/source', ...defaultServerConditions] } } },
        }
      : {}),
  },
});
