import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './DescriptionList.css';

/** The `layout` values of `DescriptionList`. */
export const descriptionListLayouts = ['rows', 'columns'] as const;

export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

/** One term and its value. */
export interface DescriptionListItem {
  /** The term, such as « Lundi – vendredi » or « Rôle ». */
  term: ReactNode;
  /** Its value, such as « 8 h – 18 h » or « Administrateur ». */
  details: ReactNode;
}

export interface DescriptionListProps extends Omit<ComponentProps<'dl'>, 'children'> {
  /** The pairs, in reading order. */
  items: ReadonlyArray<DescriptionListItem>;
  /**
   * `rows`: each pair on its line, the term in medium weight, the value at the end, a rule under
   * it (opening hours, prices). `columns`: terms muted in one column and values in medium weight in
   * the next from the `sm` breakpoint (an account's facts).
   * @default 'rows'
   */
  layout?: DescriptionListLayout;
}

/** Terms and their values, as a `<dl>` that screen readers read pair by pair. A server component. */
export function DescriptionList({ items, layout = 'rows', className, ...rest }: DescriptionListProps) {
  return (
    <dl className={cx(styles.list({ layout }), className)} data-layout={layout} {...rest}>
      {items.map((item, index) =>
        layout === 'rows' ? (
          // A fixed list for one render: a pair's position is its identity.
          <div key={index} className={styles.row}>
            <dt className={styles.rowTerm}>{item.term}</dt>
            <dd>{item.details}</dd>
          </div>
        ) : (
          <Fragment key={index}>
            <dt className={styles.columnTerm}>{item.term}</dt>
            <dd className={styles.columnDetails}>{item.details}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}
