import { messageFields } from '@company/contract/messages';
import type { StoredMessage } from './store';

/** One plain-text mail to the company's inbox. Every header value is free of line breaks. */
export interface OutgoingMail {
  from: string;
  to: string;
  /** The visitor's address, so that « Reply » answers them; absent when it could not be a header. */
  replyTo?: string;
  subject: string;
  text: string;
  /**
   * `<stored id@sender's domain>` (RFC 5322): the same for every attempt, so that a copy sent again
   * after a crash is recognised as the same mail.
   */
  messageId: string;
}

/** Sends a mail; rejects when the mail server did not take it. */
export interface MailTransport {
  /** What the logs call it: `smtp`, `cloudflare`. */
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Mails waiting in the database for the outbox: the messages (`MessageStore`) and the staff's
 * sign-in links (`StaffStore`). Each attempt claims a mail for a lease, so that two senders never
 * send it at once, then records how it went.
 */
export interface MailQueue {
  /** Ids of the mails due at `now`, the longest waiting first. */
  due(now: number, limit: number): Promise<string[]>;
  /** Takes a due mail until `until`; false when it is not due or another sender holds it. */
  claim(id: string, now: number, until: number): Promise<boolean>;
  /** The mail of `id` and the attempts made so far; undefined once it is gone (erased). */
  outgoing(
    id: string,
    addresses: { from: string; to: string },
  ): Promise<{ mail: OutgoingMail; attempts: number } | undefined>;
  markSent(id: string, at: number): Promise<void>;
  /** A failed attempt: due again at `retryAt`, or failed for good when it is null. */
  markAttemptFailed(id: string, error: string, retryAt: number | null): Promise<void>;
}

/**
 * A header value on one line: control characters (CR and LF above all, which would start a header
 * of the visitor's choosing) and Unicode line separators become spaces.
 */
export function headerValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim();
}

// Stricter than the form's check: nothing a mail library could read as a second address or a name.
const replyToPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/** The address as a Reply-To header, or undefined when it is anything but one plain address. */
export function replyToAddress(email: string): string | undefined {
  return email.length <= 254 && replyToPattern.test(email) ? email : undefined;
}

const kindLabels = { contact: 'Contact', support: 'Support' } as const;
const formNames = { contact: 'le formulaire de contact', support: 'le formulaire de support' } as const;

const receivedAt = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Indian/Antananarivo',
});

/** The mail of one message: « [Contact] {subject} », its fields in the form's order, plain text. */
export function composeMail(message: StoredMessage, { from, to }: { from: string; to: string }): OutgoingMail {
  const values: Record<string, string | null> = {
    name: message.name,
    email: message.email,
    company: message.company,
    subject: message.subject,
    priority: message.priority,
  };
  const lines: string[] = [];
  for (const spec of messageFields[message.kind]) {
    if (spec.name === 'message') continue;
    const raw = values[spec.name] ?? '';
    const shown = spec.options?.find((option) => option.value === raw)?.label ?? raw;
    lines.push(`${spec.label}\u00a0: ${shown || '—'}`);
  }
  const text = [
    `Message reçu par ${formNames[message.kind]} du site, le ${receivedAt.format(new Date(message.createdAt))} (heure de Madagascar).`,
    '',
    ...lines,
    '',
    'Message\u00a0:',
    message.message,
    '',
    '—',
    `Référence\u00a0: ${message.id}`,
    replyToAddress(message.email)
      ? 'Répondez à ce mail pour écrire à l’expéditeur.'
      : 'Adresse inhabituelle\u00a0: vérifiez-la avant de répondre.',
  ].join('\n');
  const replyTo = replyToAddress(message.email);
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    messageId: `<${message.id}@${domain}>`,
    from: headerValue(from),
    to: headerValue(to),
    ...(replyTo ? { replyTo } : {}),
    subject: headerValue(`[${kindLabels[message.kind]}] ${message.subject}`),
    text,
  };
}
