import { type HeadingLevel, Section, SectionHeader, type SectionProps } from '@company/ui';
import { useId, type ReactNode } from 'react';

export interface CallToActionProps extends Omit<SectionProps, 'title' | 'children' | 'width' | 'containerClassName'> {
  /** What the visitor is invited to do, as the band's heading: « Prêt à démarrer ? ». */
  title: ReactNode;
  /** One sentence that gives a reason to act now, under the title. */
  description?: ReactNode;
  /**
   * The action and its alternative, usually a primary and an outline `Button` (with `asChild`
   * around a router's link), side by side while they fit.
   */
  actions: ReactNode;
  /** Short line above the title, such as the name of the offer. */
  eyebrow?: ReactNode;
  /**
   * Heading level of the title, so the page outline stays correct; the look does not change.
   * @default 2
   */
  level?: HeadingLevel;
  /**
   * Id of the title, which names the band's region (`aria-labelledby`).
   * @default a unique id from React's `useId`
   */
  titleId?: string;
}

/**
 * The band that closes a page: a centred title, a sentence and the page's main action with its
 * alternative. Its `tone` alternates it with the section above. A server component.
 */
export function CallToAction({ title, description, actions, eyebrow, level = 2, titleId, ...rest }: CallToActionProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <Section width="narrow" aria-labelledby={headingId} {...rest}>
      <SectionHeader
        id={headingId}
        level={level}
        eyebrow={eyebrow}
        title={title}
        intro={description}
        actions={actions}
        align="center"
      />
    </Section>
  );
}
