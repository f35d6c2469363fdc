import { company } from '@company/contract/company';
import { count, text } from '../settings';

/**
 * The messages' settings, from the server's environment (`process.env` on Node, the project's
 * variables and secrets on Cloudflare, beside the bindings `DB` and `SEND_EMAIL`). Only strings are
 * read.
 */
export interface MessagesEnv {
  /** Folder of the SQLite file `messages.sqlite` on Node; `./data` by default. */
  DATA_DIR?: unknown;
  /** Bearer token of the admin API (`GET /api/admin/messages`); without it the admin API answers 404. */
  ADMIN_TOKEN?: unknown;
  /** Where the messages are mailed; the site's address by default. */
  MAIL_TO?: unknown;
  /** The mails' sender; `no-reply@` the site's mail domain by default. */
  MAIL_FROM?: unknown;
  /** SMTP server; without it (and without Cloudflare's `SEND_EMAIL`) messages are only stored. */
  SMTP_HOST?: unknown;
  /** SMTP port: 465 with SMTP_SECURE, 587 otherwise. */
  SMTP_PORT?: unknown;
  /** `true`: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE?: unknown;
  SMTP_USER?: unknown;
  SMTP_PASS?: unknown;
  /** Messages a client may send in any 60 seconds (5); 0 lifts the limit. */
  MESSAGE_RATE_LIMIT_PER_MINUTE?: unknown;
  /** Messages a client may send in a day (30); 0 lifts the limit. */
  MESSAGE_RATE_LIMIT_PER_DAY?: unknown;
  /** Delivery attempts of one message before it is marked failed (12, about two days); it stays stored. */
  MAIL_MAX_ATTEMPTS?: unknown;
  /** Seconds to wait after the 1st, 2nd… failed attempt, comma-separated, the last repeating (60,300,1800,7200,21600). */
  MAIL_RETRY_SECONDS?: unknown;
  /** How often the Node server looks for messages due (30 seconds). */
  MAIL_POLL_SECONDS?: unknown;
  [name: string]: unknown;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
}

export interface MessagesSettings {
  dataDir: string;
  adminToken: string | undefined;
  mailTo: string;
  mailFrom: string;
  smtp: SmtpSettings | undefined;
  perMinute: number;
  perDay: number;
  maxAttempts: number;
  retryDelaysMs: number[];
  pollIntervalMs: number;
}

function seconds(value: unknown, fallback: readonly number[], name: string): number[] {
  const raw = text(value);
  if (raw === undefined) return fallback.map((entry) => entry * 1000);
  const list = raw.split(',').map((entry) => Number(entry.trim()));
  if (list.some((entry) => !Number.isInteger(entry) || entry < 1))
    throw new Error(`${name} must list whole numbers of seconds, at least 1 (got ${raw})`);
  return list.map((entry) => entry * 1000);
}

const yes = (value: unknown) => /^(?:1|true|yes)$/i.test(text(value) ?? '');

/** An address setting: one address, nothing that could end a mail header. */
function address(value: unknown, fallback: string, name: string): string {
  const raw = text(value) ?? fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f,;]/.test(raw) || !raw.includes('@'))
    throw new Error(`${name} must be one e-mail address, as « name@example.com » or « Name <name@example.com> »`);
  return raw;
}

export function readMessagesSettings(env: MessagesEnv): MessagesSettings {
  const host = text(env.SMTP_HOST);
  const secure = yes(env.SMTP_SECURE);
  const mailDomain = company.email.split('@')[1] ?? 'localhost';
  return {
    dataDir: text(env.DATA_DIR) ?? './data',
    adminToken: text(env.ADMIN_TOKEN),
    mailTo: address(env.MAIL_TO, company.email, 'MAIL_TO'),
    mailFrom: address(env.MAIL_FROM, `${company.brand} <no-reply@${mailDomain}>`, 'MAIL_FROM'),
    smtp: host
      ? {
          host,
          port: count(env.SMTP_PORT, secure ? 465 : 587, 'SMTP_PORT'),
          secure,
          user: text(env.SMTP_USER),
          pass: text(env.SMTP_PASS),
        }
      : undefined,
    perMinute: count(env.MESSAGE_RATE_LIMIT_PER_MINUTE, 5, 'MESSAGE_RATE_LIMIT_PER_MINUTE'),
    perDay: count(env.MESSAGE_RATE_LIMIT_PER_DAY, 30, 'MESSAGE_RATE_LIMIT_PER_DAY'),
    maxAttempts: Math.max(1, count(env.MAIL_MAX_ATTEMPTS, 12, 'MAIL_MAX_ATTEMPTS')),
    retryDelaysMs: seconds(env.MAIL_RETRY_SECONDS, [60, 300, 1800, 7200, 21600], 'MAIL_RETRY_SECONDS'),
    pollIntervalMs: seconds(env.MAIL_POLL_SECONDS, [30], 'MAIL_POLL_SECONDS')[0] ?? 30_000,
  };
}
