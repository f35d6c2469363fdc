import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Badge, type BadgeTone } from '../Badge';
import type { HeadingLevel } from '../Section';
import * as styles from './StatusList.css';

/** One update of the list. */
export interface StatusListItem {
  /** Stable key of the update. */
  id: string;
  /** The state in a word or two, such as « Opérationnel », shown in a badge. */
  status: ReactNode;
  /**
   * Colour of the badge: `success` for working, `warning` for planned work, `danger` for an
   * outage, `info` for resolved.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /** What the update is about, as a heading. */
  title: ReactNode;
  /** What it means for the reader, in a sentence. */
  description?: ReactNode;
  /** When it happened or was checked, such as « Il y a 2 heures ». */
  time?: ReactNode;
}

export interface StatusListProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The updates, most important or most recent first. */
  items: ReadonlyArray<StatusListItem>;
  /**
   * Heading level of each update's title, to fit the page outline; the look does not change.
   * @default 3
   */
  level?: HeadingLevel;
}

/**
 * The state of a service, one update per row: a badge that says the state, the update and what it
 * means, and when. For a status page or the status block of a support page. A server component.
 */
export function StatusList({ items, level = 3, className, ...rest }: StatusListProps) {
  const Heading = `h${level}` as const;
  return (
    <ul className={cx(styles.list, className)} {...rest}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <Badge tone={item.tone ?? 'neutral'}>{item.status}</Badge>
          <div>
            <Heading className={styles.title}>{item.title}</Heading>
            {item.description ? <p className={styles.description}>{item.description}</p> : null}
          </div>
          {item.time ? <p className={styles.time}>{item.time}</p> : null}
        </li>
      ))}
    </ul>
  );
}
