import type { MailQueue, MailTransport } from './mail';

const minute = 60_000;
const hour = 60 * minute;

/** Waits after the 1st, 2nd… failed attempt; the last one repeats. */
export const retryDelaysMs: readonly number[] = [minute, 5 * minute, 30 * minute, 2 * hour, 6 * hour];

export interface DeliveryLogEntry {
  event: 'message_sent' | 'message_retry' | 'message_failed';
  id: string;
  /** Attempts so far; unknown when the store itself failed. */
  attempts?: number;
  /** The transport's error, without the message's content. */
  error?: string;
  nextAttemptAt?: string;
}

export interface OutboxOptions {
  /** The mails waiting: the messages' store, or the staff's. */
  store: MailQueue;
  transport: MailTransport;
  from: string;
  to: string;
  /** Attempts before a message is marked failed; it stays stored and listed. */
  maxAttempts?: number;
  /** Waits after the 1st, 2nd… failure, the last repeating; `retryDelaysMs` by default. */
  retryDelaysMs?: readonly number[];
  now?: () => number;
  logger?: (entry: DeliveryLogEntry) => void;
  /** How long one attempt holds a message against another sender; longer than the transport's timeouts. */
  leaseMs?: number;
}

/** A transport's error as one short line: its message only (an SMTP reply, a network code). */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

/**
 * Delivers stored messages to the company's inbox (the outbox pattern): a message is stored first,
 * then mailed, and a failed attempt is tried again later (1 min, 5 min, 30 min, 2 h, then every
 * 6 h) until `maxAttempts`, so a mail server that is down loses nothing.
 */
export class Outbox {
  readonly #options: Required<Omit<OutboxOptions, 'logger'>> & Pick<OutboxOptions, 'logger'>;
  #running: Promise<number> | undefined;

  constructor(options: OutboxOptions) {
    this.#options = { maxAttempts: 12, retryDelaysMs, now: () => Date.now(), leaseMs: 2 * minute, ...options };
  }

  /** Tries to deliver one message now, if it is due and no other sender holds it. Never rejects. */
  async deliver(id: string): Promise<boolean> {
    const { store, transport, now, leaseMs, maxAttempts, logger, retryDelaysMs: delays } = this.#options;
    try {
      const started = now();
      if (!(await store.claim(id, started, started + leaseMs))) return false;
      const outgoing = await store.outgoing(id, this.#options);
      if (!outgoing) return false;
      try {
        await transport.send(outgoing.mail);
      } catch (error) {
        const attempts = outgoing.attempts + 1;
        const delay = delays[Math.min(attempts, delays.length) - 1] ?? hour;
        const retryAt = attempts >= maxAttempts ? null : now() + delay;
        await store.markAttemptFailed(id, describe(error), retryAt);
        logger?.({
          event: retryAt === null ? 'message_failed' : 'message_retry',
          id,
          attempts,
          error: describe(error),
          ...(retryAt === null ? {} : { nextAttemptAt: new Date(retryAt).toISOString() }),
        });
        return false;
      }
      await store.markSent(id, now());
      logger?.({ event: 'message_sent', id, attempts: outgoing.attempts + 1 });
      return true;
    } catch (error) {
      // The store failed around the attempt: the message is still pending, due again after the lease.
      logger?.({ event: 'message_retry', id, error: describe(error) });
      return false;
    }
  }

  /** Delivers every due message, a batch at a time; resolves with how many were sent. Runs once at a time. */
  deliverDue(batchSize = 20): Promise<number> {
    this.#running ??= this.#deliverDue(batchSize).finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #deliverDue(batchSize: number): Promise<number> {
    let sent = 0;
    const seen = new Set<string>();
    try {
      for (;;) {
        const due = await this.#options.store.due(this.#options.now(), batchSize);
        const ids = due.filter((id) => !seen.has(id));
        if (ids.length === 0) return sent;
        for (const id of ids) {
          seen.add(id);
          if (await this.deliver(id)) sent += 1;
        }
      }
    } catch (error) {
      // The store is unreachable: the next round tries again.
      this.#options.logger?.({ event: 'message_retry', id: '', error: describe(error) });
      return sent;
    }
  }
}
