import type { ChatApiErrorCode, ChatRequestMessage } from '../../site/src/config/chatRules';

export interface ModelRequest {
  url: string;
  token: string;
  model: string;
  messages: ChatRequestMessage[];
  maxTokens: number;
  temperature: number;
  timeoutMs: number;
  fetch: typeof fetch;
}

/** What the model said, or why it said nothing, as a stable code and the HTTP status to answer with. */
export type ModelOutcome =
  | { ok: true; reply: string }
  | { ok: false; code: ChatApiErrorCode; status: 502 | 503 | 504; upstreamStatus?: number; retryAfter?: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * One chat-completions call (spec §7), given up after `timeoutMs`, body included: a server can
 * send its headers and then stall. Every failure of spec §8 maps to its own code; none of them
 * carries the upstream's words, which could echo the token or the conversation.
 */
export async function askModel(request: ModelRequest): Promise<ModelOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  try {
    const response = await request.fetch(request.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${request.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: request.model,
        messages: request.messages,
        max_tokens: request.maxTokens,
        temperature: request.temperature,
        stream: false,
      }),
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) {
      const upstreamStatus = response.status;
      if (upstreamStatus === 401 || upstreamStatus === 403) {
        return { ok: false, code: 'upstream_unauthorized', status: 502, upstreamStatus };
      }
      if (upstreamStatus === 429) {
        const retryAfter = response.headers.get('Retry-After') ?? undefined;
        return {
          ok: false,
          code: 'upstream_rate_limited',
          status: 503,
          upstreamStatus,
          ...(retryAfter && /^\d+$/.test(retryAfter) ? { retryAfter } : {}),
        };
      }
      return { ok: false, code: 'upstream_error', status: 502, upstreamStatus };
    }
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return { ok: false, code: 'upstream_malformed', status: 502, upstreamStatus: response.status };
    }
    const choices = isRecord(body) ? body.choices : undefined;
    const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
    const content = isRecord(first) && isRecord(first.message) ? first.message.content : undefined;
    if (typeof content !== 'string' || content.trim() === '') {
      return { ok: false, code: 'upstream_no_choices', status: 502, upstreamStatus: response.status };
    }
    return { ok: true, reply: content.trim() };
  } catch {
    if (controller.signal.aborted) return { ok: false, code: 'upstream_timeout', status: 504 };
    return { ok: false, code: 'upstream_unreachable', status: 502 };
  } finally {
    clearTimeout(timer);
  }
}
