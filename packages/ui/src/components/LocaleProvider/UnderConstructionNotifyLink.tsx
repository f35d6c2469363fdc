'use client';

import type { ComponentProps } from 'react';
import { notifyHref } from '../UnderConstruction/notifyHref';
import { useMessages } from './context';
import { formatMessage } from './messages';
import { underConstruction as english } from './en/underConstruction';

interface UnderConstructionNotifyLinkProps extends Omit<ComponentProps<'a'>, 'href' | 'title'> {
  /** Address the e-mail is written to. */
  email: string;
  /** Title of the page, quoted in the subject; the catalogue's default title when absent. */
  title: string | undefined;
}

/**
 * The « Me notifier » link of `UnderConstruction` when its subject comes from the catalogue: the
 * client leaf that reads the locale context. It sits with the other client leaves, so the
 * component's own folder holds only server modules.
 */
export function UnderConstructionNotifyLink({ email, title, children, ...rest }: UnderConstructionNotifyLinkProps) {
  const text = useMessages('underConstruction', english);
  return (
    <a href={notifyHref(email, formatMessage(text.notifySubject, { title: title ?? text.title }))} {...rest}>
      {children}
    </a>
  );
}
