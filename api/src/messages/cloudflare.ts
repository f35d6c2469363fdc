// The messages on Cloudflare: D1 (binding DB) holds them, the `send_email` binding (SEND_EMAIL,
// Workers only) mails them, and the Worker's cron (scheduled) retries the outbox. Pages Functions
// (functions/api/contact.ts, support.ts, admin/[[path]].ts) and the Worker (worker.ts) use these.
// Without DB, every message is refused with 503 `storage_unavailable`: nothing is said received
// that is not stored.
import { createMessagesApp, jsonLineLogger } from './app';
import { cloudflareTransport, isSendEmailBinding } from './cloudflareMail';
import type { MailTransport } from './mail';
import { Outbox } from './outbox';
import { readMessagesSettings, type ChatApiEnv, type MessagesEnv } from '../settings';
import { d1Database, isD1Binding } from './sql';
import { MessageStore } from './store';

export interface CloudflareMessagesEnv extends MessagesEnv, ChatApiEnv {
  /** D1 database of the messages. */
  DB?: unknown;
  /** `send_email` binding to the company's verified address (Workers only). */
  SEND_EMAIL?: unknown;
}

/** What a Pages Function receives; the subset the messages read. */
export interface MessagesPagesContext {
  request: Request;
  env: CloudflareMessagesEnv;
  waitUntil?: (promise: Promise<unknown>) => void;
}

function transportOf(env: CloudflareMessagesEnv): MailTransport | undefined {
  const binding = env.SEND_EMAIL;
  if (!isSendEmailBinding(binding)) return undefined;
  return {
    name: 'cloudflare',
    async send(mail) {
      // Loaded when a mail goes out only: the module exists in Cloudflare's runtime alone.
      const { EmailMessage } = await import('cloudflare:email');
      await cloudflareTransport(binding, EmailMessage).send(mail);
    },
  };
}

/** The store over `env.DB`, migrated on first use; undefined without the binding. */
function storeOf(env: CloudflareMessagesEnv): (() => Promise<MessageStore>) | undefined {
  const binding = env.DB;
  return isD1Binding(binding) ? () => MessageStore.open(d1Database(binding)) : undefined;
}

/** A Pages Function (or Worker) handler over the messages app, made on the first request. */
export function createCloudflareMessagesHandler() {
  let app: ReturnType<typeof createMessagesApp> | undefined;
  return ({ request, env, waitUntil }: MessagesPagesContext): Promise<Response> => {
    app ??= createMessagesApp({
      env,
      store: storeOf(env),
      transport: transportOf(env),
      // Set by Cloudflare's edge from the connection; a client cannot forge it there.
      clientAddress: (c) => c.req.header('CF-Connecting-IP'),
      background: (_, task) => waitUntil?.(task),
    });
    return Promise.resolve(app.fetch(request));
  };
}

/**
 * Sends the mails due now (the messages, then the sign-in links): the Worker's cron calls it, so
 * that a mail whose first attempt failed is retried. Nothing to do without DB or SEND_EMAIL.
 */
export async function deliverDueMessages(env: CloudflareMessagesEnv): Promise<number> {
  const open = storeOf(env);
  const transport = transportOf(env);
  if (!open || !transport) return 0;
  const settings = readMessagesSettings(env);
  const store = await open();
  // The visitors' messages, then the staff's sign-in links.
  let sent = 0;
  for (const queue of [store, store.staff]) {
    const outbox = new Outbox({
      store: queue,
      transport,
      from: settings.mailFrom,
      to: settings.mailTo,
      maxAttempts: settings.maxAttempts,
      retryDelaysMs: settings.retryDelaysMs,
      logger: jsonLineLogger,
    });
    sent += await outbox.deliverDue();
  }
  return sent;
}

/** The Pages Function of `/api/contact`, `/api/support` and `/api/admin/*`. */
export const onRequest = createCloudflareMessagesHandler();
