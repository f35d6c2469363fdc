import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { HeadingLevel } from '../Section/SectionHeader';
import * as styles from './Timeline.css';

export type TimelineProps = ComponentProps<'ol'>;

/** Dated milestones in chronological order, joined by a vertical line. */
export function Timeline({ className, ...rest }: TimelineProps) {
  return <ol className={cx(styles.list, className)} {...rest} />;
}

export interface TimelineItemProps extends Omit<ComponentProps<'li'>, 'title'> {
  /** Machine-readable date for the `<time>` element: `2025-01`, `2025-01-15`. */
  date: string;
  /** The date as people read it: « Janvier 2025 ». */
  dateLabel: ReactNode;
  /** What happened. */
  title: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  level?: HeadingLevel;
}

/** One milestone of a `Timeline`; its children are the description. */
export function TimelineItem({ date, dateLabel, title, level = 3, className, children, ...rest }: TimelineItemProps) {
  const Heading = `h${level}` as const;
  return (
    <li className={cx(styles.item, className)} {...rest}>
      <span className={styles.dot} aria-hidden="true" />
      <Heading className={styles.title}>{title}</Heading>
      <time className={styles.date} dateTime={date}>
        {dateLabel}
      </time>
      {children ? <div className={styles.description}>{children}</div> : null}
    </li>
  );
}
