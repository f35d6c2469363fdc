import { Alert, Section } from '@company/ui';
import type { ReactNode } from 'react';

export interface NoScriptNoticeProps {
  /** What needs JavaScript, in a few words: the notice's title. */
  title: string;
  /** What the visitor can do without it: a sentence, with a link where there is a way forward. */
  children: ReactNode;
  /** Puts the notice in a page section of its own, for a place between two sections. */
  inSection?: boolean;
}

/**
 * Said only when JavaScript is off, in place of a part of the page that needs it. For static
 * views only: an island's React would not hydrate the `<noscript>`'s content.
 */
export function NoScriptNotice({ title, children, inSection = false }: NoScriptNoticeProps) {
  const notice = (
    <Alert tone="info" live="off" title={title}>
      {children}
    </Alert>
  );
  // A plain band: a section around the notice would have no name.
  return <noscript>{inSection ? <Section as="div">{notice}</Section> : notice}</noscript>;
}
