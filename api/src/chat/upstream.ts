import { clipMessage, type ChatApiErrorCode, type ChatRequestMessage } from '@company/contract/chat';

/** Bytes of the model's answer read at most: a reply of `max_tokens` 150 takes a few KB; more is no reply. */
export const maxUpstreamBytes = 64 * 1024;
/** Characters of the reply passed on at most, whatever the model sent. */
export const maxReplyLength = 2_000;

export interface ModelRequest {
  url: string;
  token: string;
  model: string;
  messages: ChatRequestMessage[];
  maxTokens: number;
  temperature: number;
  timeoutMs: number;
  fetch: typeof fetch;
  /** Aborted when the client hangs up: the call is cancelled with it. */
  signal?: AbortSignal;
}

/** What the model said, or why it said nothing, as a stable code and the HTTP status to answer with. */
export type ModelOutcome =
  | { ok: true; reply: string }
  | { ok: false; code: ChatApiErrorCode; status: 502 | 503 | 504; upstreamStatus?: number; retryAfter?: string }
  | { ok: false; code: 'client_closed' };

/**
 * A body as text, or null past `maxBytes`: counted as it arrives, whatever Content-Length claims,
 * and the rest left unread.
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  declaredLength?: string | null,
): Promise<string | null> {
  const declared = Number(declaredLength ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await body?.cancel();
    return null;
  }
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * One chat-completions call (spec §7), given up after `timeoutMs`, body included: a server can
 * send its headers and then stall; cancelled when `signal` aborts (the client left). Every failure
 * of spec §8 maps to its own code; none of them carries the upstream's words, which could echo the
 * token or the conversation. An answer past `maxUpstreamBytes` is malformed, a reply is cut to
 * `maxReplyLength` characters.
 */
export async function askModel(request: ModelRequest): Promise<ModelOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([controller.signal, request.signal]) : controller.signal;
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
      signal,
    });
    if (!response.ok) {
      // Its words are never passed on: the connection is released without reading them.
      await response.body?.cancel().catch(() => {});
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
    const text = await readLimited(response.body, maxUpstreamBytes, response.headers.get('Content-Length'));
    if (text === null) return { ok: false, code: 'upstream_malformed', status: 502, upstreamStatus: response.status };
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
    return { ok: true, reply: clipMessage(content.trim(), maxReplyLength).trim() };
  } catch {
    if (request.signal?.aborted) return { ok: false, code: 'client_closed' };
    if (controller.signal.aborted) return { ok: false, code: 'upstream_timeout', status: 504 };
    return { ok: false, code: 'upstream_unreachable', status: 502 };
  } finally {
    clearTimeout(timer);
  }
}
