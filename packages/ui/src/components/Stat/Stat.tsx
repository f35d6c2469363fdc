import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Stat.css';

/** The `columns` values of `StatGrid`. */
export const statGridColumns = [2, 3, 4] as const;

export type StatGridColumns = (typeof statGridColumns)[number];

export interface StatGridProps extends ComponentProps<'dl'> {
  /**
   * Columns from the medium breakpoint up; always two on small screens.
   * @default 4
   */
  columns?: StatGridColumns;
}

/** A description list of key figures: each `Stat` pairs a label (term) with its value (definition). */
export function StatGrid({ columns = 4, className, ...rest }: StatGridProps) {
  return <dl className={cx(styles.grid({ columns }), className)} data-columns={columns} {...rest} />;
}

export interface StatProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The figure, written as it should be read: « 10+ », « 4,8/5 ». */
  value: ReactNode;
  /** What the figure counts, such as « Clients satisfaits ». */
  label: ReactNode;
  /** Optional detail under the label, such as the period the figure covers. */
  description?: ReactNode;
}

/** One key figure inside a `StatGrid`: the value shows first and large, the label is read first. */
export function Stat({ value, label, description, className, ...rest }: StatProps) {
  return (
    <div className={cx(styles.stat, className)} {...rest}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {description ? <dd className={styles.description}>{description}</dd> : null}
    </div>
  );
}
