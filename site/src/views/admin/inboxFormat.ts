import { inboxKindLabels, type InboxMessage } from '@company/contract/inbox';

// The company works from Antananarivo: times read in its zone, as the rest of the site does.
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Indian/Antananarivo',
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const kindLabel = (kind: InboxMessage['kind']) => inboxKindLabels[kind];

/** « Répondre »: the staff's mail client, with the visitor's address, « Re: » and the message quoted. */
export function replyHref(message: Pick<InboxMessage, 'email' | 'name' | 'subject' | 'message' | 'createdAt'>) {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\nLe ${formatDateTime(message.createdAt)}, ${message.name} a écrit\u00a0:\n${quoted}\n`;
  const subject = /^re\s*:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
