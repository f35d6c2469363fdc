import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { IconTile } from '../IconTile/IconTile';
import type { HeadingLevel } from '../Section/SectionHeader';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Illustrative icon, shown in a tile; decorative, so it is hidden from assistive technology. */
  icon?: ReactNode;
  /** What is empty, in plain words: « Aucune offre pour le moment ». */
  title: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  level?: HeadingLevel;
  /** Why it is empty and what to do next. */
  description?: ReactNode;
  /** The way forward, usually one `Button`. */
  action?: ReactNode;
}

/** The message shown in place of content that does not exist yet: no results, no items, nothing to show. */
export function EmptyState({ icon, title, level = 2, description, action, className, ...rest }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx(styles.root, className)} {...rest}>
      {icon ? <IconTile className={styles.icon} icon={icon} tone="neutral" size="lg" /> : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
