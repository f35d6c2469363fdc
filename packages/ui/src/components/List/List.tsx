import type { ComponentProps, HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './List.css';

/** The `marker` values of `List`. */
export const listMarkers = ['bullet', 'number'] as const;
export type ListMarker = (typeof listMarkers)[number];

// Attributes and handlers are typed for either list element, since the tag depends on `marker`.
export interface ListProps extends Omit<HTMLAttributes<HTMLUListElement | HTMLOListElement>, 'children'> {
  /** The rendered `<ul>` or `<ol>`, as set by `marker`. */
  ref?: Ref<HTMLUListElement | HTMLOListElement>;
  /**
   * `bullet` for items in any order (`<ul>`), `number` for items whose order matters (`<ol>`).
   * @default 'bullet'
   */
  marker?: ListMarker;
  /** The items: `ListItem` elements. */
  children: ReactNode;
}

/**
 * A list inside running text (what a document covers, the points of an answer), spaced like its
 * paragraphs, its markers in the muted colour. For features with icons use `FeatureList`, for a
 * procedure with titled steps `Steps`. A server component.
 */
export function List({ marker = 'bullet', className, children, ref, ...rest }: ListProps) {
  const Element = marker === 'number' ? 'ol' : 'ul';
  return (
    <Element
      // The ref's element type follows `marker`, which TypeScript cannot pair with the union of tags.
      ref={ref as Ref<HTMLUListElement & HTMLOListElement>}
      className={cx(styles.list, styles.marker[marker], className)}
      {...rest}
    >
      {children}
    </Element>
  );
}

export type ListItemProps = ComponentProps<'li'>;

/** One item of a `List`; it may hold a `List` of its own. */
export function ListItem({ className, ...rest }: ListItemProps) {
  return <li className={cx(styles.item, className)} {...rest} />;
}
