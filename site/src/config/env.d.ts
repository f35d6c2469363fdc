/**
 * Build-time settings of the chat assistant. Every `VITE_` value is inlined into the public
 * bundle: a token set here is readable by any visitor.
 */
interface ImportMetaEnv {
  /** `proxy` (default: the site's chat API holds the token), `direct` or `demo`; see `ChatMode`. */
  readonly VITE_CHAT_MODE?: string;
  /** Proxy mode: the chat API's URL. Direct mode: an OpenAI-compatible chat-completions URL, or a proxy that adds the token. */
  readonly VITE_CHAT_API_URL?: string;
  /** Bearer token of the default endpoint (GitHub Models), direct mode only: it ends up in the bundle. */
  readonly VITE_GITHUB_TOKEN?: string;
  /** Model identifier in the endpoint's catalogue. */
  readonly VITE_CHAT_MODEL?: string;
}
