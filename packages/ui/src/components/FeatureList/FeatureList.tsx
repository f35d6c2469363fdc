import { Check } from '../../icons/Check';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './FeatureList.css';

/** The `columns` values of `FeatureList`. */
export const featureListColumns = [1, 2] as const;

export type FeatureListColumns = (typeof featureListColumns)[number];

export interface FeatureListProps extends ComponentProps<'ul'> {
  /**
   * Two columns from the medium breakpoint up, for long lists of short items.
   * @default 1
   */
  columns?: FeatureListColumns;
}

/** A list of benefits or included features, each marked with a check. */
export function FeatureList({ columns = 1, className, ...rest }: FeatureListProps) {
  return <ul className={cx(styles.list({ columns }), className)} data-columns={columns} {...rest} />;
}

export interface FeatureListItemProps extends ComponentProps<'li'> {
  /**
   * Replaces the check mark for this item; decorative, so it is hidden from assistive technology.
   * @default a check mark
   */
  icon?: ReactNode;
}

/** One feature of a `FeatureList`. */
export function FeatureListItem({ icon, className, children, ...rest }: FeatureListItemProps) {
  return (
    <li className={cx(styles.item, className)} {...rest}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <Check strokeWidth={2.5} />}
      </span>
      <span className={styles.content}>{children}</span>
    </li>
  );
}
