import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  loadEnv,
  type Plugin,
  type UserConfig,
} from 'vite';
import { chatModes, resolveChatMode, type ChatMode } from './src/config/chatMode.ts';

/**
 * Every `VITE_` value is written into the public JavaScript. A GitHub token set there can be read
 * by anyone who opens the site, so the build says so loudly (README, « Configuration »); outside
 * direct mode the token is left out of the bundle, and the build says that too.
 */
function publicTokenWarning(chatMode: ChatMode): Plugin {
  return {
    name: 'company:public-token-warning',
    apply: 'build',
    configResolved({ env, build, logger }) {
      if (build.ssr || !String(env.VITE_GITHUB_TOKEN ?? '').trim()) return;
      if (chatMode !== 'direct') {
        logger.warn(
          `VITE_GITHUB_TOKEN is set but the chat runs in ${chatMode} mode: the token is left out of the bundle. The chat API reads GITHUB_TOKEN on the server; remove VITE_GITHUB_TOKEN.`,
        );
        return;
      }
      const rule = '!'.repeat(78);
      logger.warn(
        [
          rule,
          '!! VITE_GITHUB_TOKEN is set: this build copies the token into the public JavaScript,',
          '!! where anyone visiting the site can read it and use it. Keep the token on a server:',
          '!! leave VITE_GITHUB_TOKEN and VITE_CHAT_MODE unset and give the chat API GITHUB_TOKEN.',
          rule,
        ].join('\n'),
      );
    },
  };
}

/** The chat's mode for this build (src/config/chatMode.ts), refusing a mode that does not exist. */
function chatModeOf(env: Record<string, string>): ChatMode {
  const chatMode = resolveChatMode({
    mode: env.VITE_CHAT_MODE,
    apiUrl: env.VITE_CHAT_API_URL,
    token: env.VITE_GITHUB_TOKEN,
  });
  if (!chatMode) throw new Error(`VITE_CHAT_MODE must be one of ${chatModes.join(', ')} (got ${env.VITE_CHAT_MODE})`);
  return chatMode;
}

/** Where `npm start` runs the chat API (api/src/node.ts), which the dev server forwards `/api` to. */
const devApiOrigin = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;

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

export default defineConfig(({ command, mode }) => {
  const chatMode = chatModeOf(loadEnv(mode, import.meta.dirname, 'VITE_'));
  return {
    base: '/fr/',
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // Only direct mode sends the token from the browser: elsewhere it never reaches the bundle.
      ...(chatMode === 'direct' ? {} : { 'import.meta.env.VITE_GITHUB_TOKEN': 'undefined' }),
    },
    plugins: [react(), vanillaExtractPlugin(), publicTokenWarning(chatMode)],
    server: {
      // The chat API on the same origin as the pages, as the host serves them.
      proxy: { '/api': { target: devApiOrigin } },
    },
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
  };
});
