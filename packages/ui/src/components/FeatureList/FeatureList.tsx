import { Check } from '../../icons/Check';
import { CircleDashed } from '../../icons/CircleDashed';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './FeatureList.css';

/** The `columns` values of `FeatureList`. */
export const featureListColumns = [1, 2] as const;

export type FeatureListColumns = (typeof featureListColumns)[number];

/**
 * The `marker` values of `FeatureList`: `check`, a green tick, for what is included or available;
 * `planned`, a grey dashed circle, for what is announced but not there yet.
 */
export const featureListMarkers = ['check', 'planned'] as const;

export type FeatureListMarker = (typeof featureListMarkers)[number];

export interface FeatureListProps extends ComponentProps<'ul'> {
  /**
   * Two columns from the medium breakpoint up, for long lists of short items.
   * @default 1
   */
  columns?: FeatureListColumns;
  /**
   * What the items' marks say: `check` for features that are included or available, `planned`
   * for features that are announced but not available yet (a tick would promise them).
   * @default 'check'
   */
  marker?: FeatureListMarker;
}

/** A list of benefits or features, each marked with a check, or as planned. */
export function FeatureList({ columns = 1, marker = 'check', className, ...rest }: FeatureListProps) {
  return (
    <ul className={cx(styles.list({ columns }), className)} data-columns={columns} data-marker={marker} {...rest} />
  );
}

export interface FeatureListItemProps extends ComponentProps<'li'> {
  /**
   * Replaces the list's mark for this item; decorative, so it is hidden from assistive technology.
   * @default a check mark, or a dashed circle in a `planned` list
   */
  icon?: ReactNode;
}

/** One feature of a `FeatureList`. */
export function FeatureListItem({ icon, className, children, ...rest }: FeatureListItemProps) {
  return (
    <li className={cx(styles.item, className)} {...rest}>
      <span className={styles.icon} aria-hidden="true">
        {/* Both marks, the list's `marker` shows one: the item needs no context, so it renders on a server. */}
        {icon ?? (
          <>
            <Check strokeWidth={2.5} className={styles.check} />
            <CircleDashed strokeWidth={2} className={styles.planned} />
          </>
        )}
      </span>
      <span className={styles.content}>{children}</span>
    </li>
  );
}
