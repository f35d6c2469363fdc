// Mail on Cloudflare, through a Worker's `send_email` binding (SEND_EMAIL): Cloudflare Email Routing
// delivers to a verified destination address. The binding takes a raw MIME message, built here by
// mimetext (the library Cloudflare's own example uses): headers encoded, lines folded, no CR or LF
// of the visitor's in a header.
import { createMimeMessage, Mailbox } from 'mimetext/browser';
import type { MailTransport, OutgoingMail } from './mail';

/** The `send_email` binding. */
export interface SendEmailBinding {
  send(message: unknown): Promise<unknown>;
}

/** `cloudflare:email`'s EmailMessage, passed in: that module exists only in Cloudflare's runtime. */
export type EmailMessageConstructor = new (from: string, to: string, raw: string) => unknown;

export function isSendEmailBinding(value: unknown): value is SendEmailBinding {
  return typeof value === 'object' && value !== null && typeof (value as SendEmailBinding).send === 'function';
}

/** `Name <name@example.com>` or `name@example.com` → its parts. */
export function parseMailbox(mailbox: string): { name: string; addr: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(mailbox);
  return match
    ? { name: (match[1] ?? '').replace(/^"|"$/g, ''), addr: match[2] ?? '' }
    : { name: '', addr: mailbox.trim() };
}

/** UTF-8 text as base64 in lines of 76 characters: 7-bit safe whatever the visitor wrote. */
function base64Body(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text.replace(/\r?\n/g, '\r\n'))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/.{76}(?=.)/g, '$&\r\n');
}

/** The mail as raw MIME, plain text in UTF-8. */
export function mimeOf(mail: OutgoingMail): string {
  const message = createMimeMessage();
  const from = parseMailbox(mail.from);
  message.setSender(from.name ? from : from.addr);
  message.setRecipient(parseMailbox(mail.to).addr);
  if (mail.replyTo) message.setHeader('Reply-To', new Mailbox(mail.replyTo));
  message.setSubject(mail.subject);
  message.setHeader('Message-ID', mail.messageId);
  message.addMessage({ contentType: 'text/plain', encoding: 'base64', data: base64Body(mail.text) });
  return message.asRaw();
}

export function cloudflareTransport(binding: SendEmailBinding, EmailMessage: EmailMessageConstructor): MailTransport {
  return {
    name: 'cloudflare',
    async send(mail) {
      const message = new EmailMessage(parseMailbox(mail.from).addr, parseMailbox(mail.to).addr, mimeOf(mail));
      await binding.send(message);
    },
  };
}
