/**
 * How the chat widget reaches a model, chosen at build time:
 * - `proxy`: the site's own chat API (`/api/chat`), which holds the token on the server;
 * - `direct`: an OpenAI-compatible chat-completions URL called from the browser, with the token
 *   of `VITE_GITHUB_TOKEN`, which the bundle then carries for anyone to read;
 * - `demo`: no call at all, prepared replies only.
 */
export type ChatMode = 'proxy' | 'direct' | 'demo';

export const chatModes: readonly ChatMode[] = ['proxy', 'direct', 'demo'];

/** The build's settings that decide the mode, as strings from the environment. */
export interface ChatModeSettings {
  /** `VITE_CHAT_MODE`. */
  mode?: string | undefined;
  /** `VITE_CHAT_API_URL`. */
  apiUrl?: string | undefined;
  /** `VITE_GITHUB_TOKEN`. */
  token?: string | undefined;
}

const isSet = (value: string | undefined) => Boolean(value?.trim());

/**
 * `VITE_CHAT_MODE` when set; otherwise `direct` where a token or an endpoint is set (the setups
 * made before the chat API existed keep working), and `proxy` everywhere else. Null for a mode
 * that does not exist, which vite.config.ts refuses before anything is built. Read by the site's
 * configuration and by vite.config.ts, which keeps the token out of the other modes' bundles.
 */
export function resolveChatMode({ mode, apiUrl, token }: ChatModeSettings): ChatMode | null {
  const wanted = mode?.trim().toLowerCase();
  if (wanted) return chatModes.find((candidate) => candidate === wanted) ?? null;
  return isSet(token) || isSet(apiUrl) ? 'direct' : 'proxy';
}
