import { inboxKindLabels, type InboxMessage } from '@company/contract/inbox';

// The company works from Antananarivo: times read in its zone, as the rest of the site does.
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Indian/Antananarivo',
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const kindLabel = (kind: InboxMessage['kind']) => inboxKindLabels[kind];
