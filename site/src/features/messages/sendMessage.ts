import {
  messageEndpoints,
  type MessageApiAccepted,
  type MessageApiError,
  type MessageFieldErrors,
  type MessageKind,
} from '@company/contract/messages';

/** What became of a message the script sent. */
export type SendOutcome =
  | { ok: true; id: string }
  /** The server refused some fields; their French messages, by field name. */
  | { ok: false; reason: 'invalid'; errors: MessageFieldErrors }
  /** Too many messages from this visitor in a short time. */
  | { ok: false; reason: 'rate_limited' }
  /** The key was already used for another message: this text needs a key of its own. */
  | { ok: false; reason: 'key_reused' }
  /** The server could not be reached, could not store the message, or answered something unreadable. */
  | { ok: false; reason: 'unreachable' };

export interface SendOptions {
  /** The form's one-time key: sending again with it stores one message. */
  idempotencyKey: string;
  /** How long to wait for the server's answer. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Posts a message to the site's own server as JSON. It resolves `ok` only once the server has
 * answered that the message is stored, so that the page says « envoyé » only then. `fields` are
 * the form's checked values and its honeypot.
 */
export async function sendMessage(
  kind: MessageKind,
  fields: Readonly<Record<string, string>>,
  { idempotencyKey, timeoutMs = 15_000, fetch: send = (input, init) => fetch(input, init) }: SendOptions,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await send(messageEndpoints[kind], {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(fields),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isRecord(body) && typeof body.id === 'string') {
    return { ok: true, id: (body as unknown as MessageApiAccepted).id };
  }
  if (response.status === 429) return { ok: false, reason: 'rate_limited' };
  const error = isRecord(body) && isRecord(body.error) ? (body as unknown as MessageApiError).error : undefined;
  if (response.status === 409 && error?.code === 'idempotency_conflict') return { ok: false, reason: 'key_reused' };
  if (response.status === 400 && error?.fields && Object.keys(error.fields).length > 0) {
    return { ok: false, reason: 'invalid', errors: error.fields };
  }
  return { ok: false, reason: 'unreachable' };
}
