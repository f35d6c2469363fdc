// Mail through an SMTP server, with nodemailer: the SMTP dialogue, STARTTLS, authentication and
// encoding of non-ASCII headers are its work, well tested, not ours. Node only.
import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail';
import type { SmtpSettings } from '../settings';

export function smtpTransport(settings: SmtpSettings): MailTransport & { close(): void } {
  const transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    // A server that does not answer is an attempt that failed, not a delivery that hangs: the
    // outbox's lease (2 min) outlasts these.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        // An object, not a string: nodemailer takes it as one address and parses nothing in it.
        ...(mail.replyTo ? { replyTo: { name: '', address: mail.replyTo } } : {}),
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        // The text is the visitor's: nodemailer must never take any of it for a file or a URL to fetch.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close() {
      transporter.close();
    },
  };
}
