import type { AstroIntegration } from 'astro';
import { chatModes, resolveChatMode, type ChatMode } from '../src/config/chatMode.ts';

/**
 * Every `VITE_` value is written into the public JavaScript. A GitHub token set there can be read
 * by anyone who opens the site, so the build says so loudly (README, « Configuration »); outside
 * direct mode the token is left out of the bundle, and the build says that too.
 */
export function publicTokenWarning(chatMode: ChatMode, env: Record<string, string>): AstroIntegration {
  return {
    name: 'company:public-token-warning',
    hooks: {
      'astro:build:start': ({ logger }) => {
        if (!String(env.VITE_GITHUB_TOKEN ?? '').trim()) return;
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
    },
  };
}

/** The chat's mode for this build (src/config/chatMode.ts), refusing a mode that does not exist. */
export function chatModeOf(env: Record<string, string>): ChatMode {
  const chatMode = resolveChatMode({
    mode: env.VITE_CHAT_MODE,
    apiUrl: env.VITE_CHAT_API_URL,
    token: env.VITE_GITHUB_TOKEN,
  });
  if (!chatMode) throw new Error(`VITE_CHAT_MODE must be one of ${chatModes.join(', ')} (got ${env.VITE_CHAT_MODE})`);
  return chatMode;
}

/**
 * Values the build writes into the code: the year prerendered pages show, and, outside direct mode,
 * no token (see publicTokenWarning).
 */
export function buildDefines(chatMode: ChatMode): Record<string, string> {
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Only direct mode sends the token from the browser: elsewhere it never reaches the bundle.
    ...(chatMode === 'direct' ? {} : { 'import.meta.env.VITE_GITHUB_TOKEN': 'undefined' }),
  };
}
