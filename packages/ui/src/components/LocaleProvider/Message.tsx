'use client';

import { useProvidedMessages } from './context';
import { findMessage, type MessageId, type MessageValues } from './messages';

export interface MessageProps<Id extends MessageId = MessageId> {
  /** Dotted path of the message, such as `'breadcrumbs.label'`. */
  id: Id;
  /** The English text, used when no provider gives this message (the server component computes it). */
  fallback: string;
  /** Values of the message's `{name}` placeholders. */
  values?: MessageValues;
}

/**
 * One text of the nearest catalogue. A server component renders its default texts through it: this
 * small client leaf is the only part that reads the locale context, the rest stays on the server.
 */
export function Message<Id extends MessageId>({ id, fallback, values }: MessageProps<Id>) {
  return findMessage(useProvidedMessages(), id, values) ?? fallback;
}
