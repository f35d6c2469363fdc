// The messages on Node: the SQLite file in DATA_DIR, mail through SMTP, and a timer that retries
// the outbox. `createNodeMessagesApp` is mounted by the Node app (nodeApp.ts); `startMessageDelivery`
// is called once by the server (node.ts) so that messages left pending by a previous run, or by a
// mail server that was down, are sent without waiting for a new one.
import { join, resolve } from 'node:path';

import { createMessagesApp, jsonLineLogger, type MessagesAppOptions, type MessagesLogger } from './app';
import type { MailTransport } from './mail';
import { Outbox } from './outbox';
import { readMessagesSettings, type MessagesEnv } from '../settings';
import { smtpTransport } from './smtp';
import { openSqliteDatabase, type SqliteDatabase } from './sqlite';
import { MessageStore } from './store';

interface NodeMessages {
  file: string;
  store: () => Promise<MessageStore>;
  transport: MailTransport | undefined;
  close(): void;
}

// One database connection and one transport per file, shared by the app and the timer.
const runtimes = new Map<string, NodeMessages>();

/** The store and transport of `env`'s DATA_DIR, opened on first use. */
export function nodeMessages(env: MessagesEnv, { transport }: { transport?: MailTransport } = {}): NodeMessages {
  const settings = readMessagesSettings(env);
  const file = join(resolve(settings.dataDir), 'messages.sqlite');
  let runtime = runtimes.get(file);
  if (runtime) return runtime;
  let db: SqliteDatabase | undefined;
  let opened: Promise<MessageStore> | undefined;
  const smtp = settings.smtp ? smtpTransport(settings.smtp) : undefined;
  runtime = {
    file,
    store: () => {
      opened ??= (async () => {
        db = openSqliteDatabase(file);
        return MessageStore.open(db);
      })().catch((error: unknown) => {
        db?.close();
        db = undefined;
        opened = undefined;
        throw error;
      });
      return opened;
    },
    transport: transport ?? smtp,
    close() {
      runtimes.delete(file);
      smtp?.close();
      db?.close();
    },
  };
  runtimes.set(file, runtime);
  return runtime;
}

export interface NodeMessagesAppOptions extends Omit<MessagesAppOptions, 'store' | 'transport'> {
  transport?: MailTransport;
}

/** The messages API over DATA_DIR's SQLite file. */
export function createNodeMessagesApp({ transport, ...options }: NodeMessagesAppOptions) {
  const runtime = nodeMessages(options.env, transport ? { transport } : {});
  return createMessagesApp({ ...options, store: runtime.store, transport: runtime.transport });
}

export interface DeliveryOptions {
  transport?: MailTransport;
  /** How often due messages are looked for; MAIL_POLL_SECONDS (30 s) by default. */
  intervalMs?: number;
  logger?: MessagesLogger;
}

/**
 * Opens the store (creating and migrating the file: the server fails to start rather than run
 * without it) and, when a transport is configured, sends due messages now and every `intervalMs`.
 * The timer does not keep the process alive. Resolves with a function that stops it.
 */
export async function startMessageDelivery(
  env: MessagesEnv,
  { transport, intervalMs, logger = jsonLineLogger }: DeliveryOptions = {},
): Promise<() => void> {
  const settings = readMessagesSettings(env);
  const runtime = nodeMessages(env, transport ? { transport } : {});
  const store = await runtime.store();
  const mailer = runtime.transport;
  if (!mailer) {
    console.log(
      `Messages are stored in ${runtime.file}; no SMTP_HOST, so none is mailed: \`npm run messages -w api\` lists them.`,
    );
    return () => undefined;
  }
  console.log(`Messages are stored in ${runtime.file} and mailed to ${settings.mailTo}.`);
  // The visitors' messages, and the staff's sign-in links, each in its queue.
  const outboxes = [store, store.staff].map(
    (queue) =>
      new Outbox({
        store: queue,
        transport: mailer,
        from: settings.mailFrom,
        to: settings.mailTo,
        maxAttempts: settings.maxAttempts,
        retryDelaysMs: settings.retryDelaysMs,
        logger,
      }),
  );
  const deliverDue = () => {
    for (const outbox of outboxes) void outbox.deliverDue();
  };
  deliverDue();
  const timer = setInterval(deliverDue, intervalMs ?? settings.pollIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Closes every store opened by this module (tests; a server that stops). */
export function closeNodeMessages(): void {
  for (const runtime of [...runtimes.values()]) runtime.close();
}
