/**
 * Build-time settings of the chat assistant. Every `VITE_` value is inlined into the public
 * bundle: a token set here is readable by any visitor.
 */
interface ImportMetaEnv {
  /** OpenAI-compatible chat-completions URL, or a server-side proxy that adds the token itself. */
  readonly VITE_CHAT_API_URL?: string;
  /** Bearer token of the default endpoint (GitHub Models). */
  readonly VITE_GITHUB_TOKEN?: string;
  /** Model identifier in the endpoint's catalogue. */
  readonly VITE_CHAT_MODEL?: string;
}
