// What the messages' routers share of a request: the facts its log line records, the CORS verdict,
// and who acts on an admin request.
import type { InboxApiErrorCode } from '@company/contract/inbox';
import type { MessageApiErrorCode, MessageKind } from '@company/contract/messages';
import type { Cors } from '../cors';

export type AdminErrorCode = InboxApiErrorCode;

/** One line per request: never a field of the message, never the client's address. */
export interface MessagesLogEntry {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  code?: MessageApiErrorCode | AdminErrorCode;
  kind?: MessageKind;
  /** The stored message's id (a random UUID, nothing personal). */
  id?: string;
  duplicate?: boolean;
  /** The honeypot was filled: answered as accepted, stored nowhere. */
  spam?: boolean;
}

export type Facts = Omit<MessagesLogEntry, 'method' | 'path' | 'status' | 'durationMs'>;

export type MessagesHonoEnv = {
  Variables: {
    facts: Facts;
    cors: Cors;
    /** The staff member's address, or `ADMIN_TOKEN`: who a change in the inbox is recorded under. */
    actor: string;
  };
};
