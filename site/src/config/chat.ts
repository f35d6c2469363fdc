import { resolveChatMode, type ChatMode } from './chatMode';
import {
  chatEndpointPath,
  chatRequestRules,
  defaultChatApiUrl,
  defaultChatModel,
  systemPrompt,
} from '@company/contract/chat';

export { defaultChatApiUrl, defaultChatModel } from '@company/contract/chat';
export type { ChatMode } from './chatMode';

export interface ChatConfig {
  /** How the widget reaches a model (see `ChatMode`). */
  mode: ChatMode;
  /**
   * Proxy mode: the site's chat API (`/api/chat` on the site's origin by default). Direct mode:
   * the chat-completions URL, or an OpenAI-compatible proxy that adds the token itself.
   */
  apiUrl: string;
  /** Bearer token, in direct mode only; absent in demonstration mode. */
  token: string | undefined;
  /** Model identifier sent with each request (direct mode; the chat API picks its own). */
  model: string;
  /** Upper bound of the reply length, in tokens (spec §9). */
  maxTokens: number;
  /** Sampling temperature (spec §9). */
  temperature: number;
  /** How many earlier messages go with each request (spec §9). */
  historyWindow: number;
  /**
   * After this long without an answer the request is abandoned and a prepared reply is shown. In
   * proxy mode the widget waits a few seconds longer, so that the API's own timeout answers first.
   */
  timeoutMs: number;
  /** Context sent first in every request (direct mode; the chat API adds its own). */
  systemPrompt: string;
}

/** How much longer the widget waits for the chat API than the API waits for the model. */
export const proxyTimeoutMarginMs = 5_000;

function envValue(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

const mode =
  resolveChatMode({
    mode: import.meta.env.VITE_CHAT_MODE,
    apiUrl: import.meta.env.VITE_CHAT_API_URL,
    // vite.config.ts replaces the token with `undefined` outside direct mode: it never ships there.
    token: import.meta.env.VITE_GITHUB_TOKEN,
  }) ?? 'demo';

/**
 * Settings read once at build time from `VITE_CHAT_MODE`, `VITE_CHAT_API_URL`, `VITE_GITHUB_TOKEN`
 * and `VITE_CHAT_MODEL`.
 */
export const chatConfig: ChatConfig = {
  mode,
  apiUrl: envValue(import.meta.env.VITE_CHAT_API_URL) ?? (mode === 'proxy' ? chatEndpointPath : defaultChatApiUrl),
  token: mode === 'direct' ? envValue(import.meta.env.VITE_GITHUB_TOKEN) : undefined,
  model: envValue(import.meta.env.VITE_CHAT_MODEL) ?? defaultChatModel,
  ...chatRequestRules,
  systemPrompt,
};

/**
 * Whether requests can be made: always through the chat API (which answers with prepared replies
 * itself when it holds no token); in direct mode, with a token or an endpoint other than the
 * default one, taken to be a proxy that adds the token on the server.
 */
export function isChatConfigured(config: Pick<ChatConfig, 'mode' | 'apiUrl' | 'token'> = chatConfig): boolean {
  if (config.mode === 'proxy') return true;
  if (config.mode === 'demo') return false;
  return Boolean(config.token) || config.apiUrl !== defaultChatApiUrl;
}

/**
 * For developers only: how to leave demo mode, naming the settings. Undefined when the model is
 * configured, and always in a production build, which drops the text (visitors never read a setting).
 */
export function chatSetupHint(config: Pick<ChatConfig, 'mode' | 'apiUrl' | 'token'> = chatConfig): string | undefined {
  if (!import.meta.env.DEV || isChatConfigured(config)) return undefined;
  return 'Demo mode: the assistant answers with prepared replies. Leave VITE_CHAT_MODE unset (or set it to proxy) to use the chat API, which reads GITHUB_TOKEN on the server; or set VITE_GITHUB_TOKEN for direct mode, which puts the token in the bundle (README, « Configuration »).';
}
