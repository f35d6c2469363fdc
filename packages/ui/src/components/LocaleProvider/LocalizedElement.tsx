'use client';

import type { ComponentProps, ElementType } from 'react';
import { useProvidedMessages } from './context';
import { findMessage, type MessageId, type MessageValues } from './messages';

/** A message by its id, with its English text and the values of its placeholders. */
export interface MessageRef {
  id: MessageId;
  fallback: string;
  values?: MessageValues;
}

type LocalizedTag = 'button' | 'div' | 'nav';

export type LocalizedElementProps<Tag extends LocalizedTag> = ComponentProps<Tag> & {
  /** The element to render. */
  as: Tag;
  /** Attributes whose value is a message of the nearest catalogue, such as `{ 'aria-label': … }`. */
  messageAttributes: Readonly<Record<string, MessageRef>>;
};

/**
 * An element with attributes read from the nearest catalogue, for a server component's default
 * `aria-label` and the like. Its children, rendered on the server, pass through untouched; any
 * attribute also given directly wins, as it would on the plain element.
 */
export function LocalizedElement<Tag extends LocalizedTag>({
  as,
  messageAttributes,
  ...rest
}: LocalizedElementProps<Tag>) {
  const provided = useProvidedMessages();
  const attributes = Object.fromEntries(
    Object.entries(messageAttributes).map(([name, { id, fallback, values }]) => [
      name,
      findMessage(provided, id, values) ?? fallback,
    ]),
  );
  // The props were checked against `Tag` above; the element type is only known at run time here.
  const Component: ElementType = as;
  return <Component {...attributes} {...(rest as Record<string, unknown>)} />;
}
