import { Children, cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './CardGrid.css';

/** The `columns` values of `CardGrid`. */
export const cardGridColumns = [1, 2, 3, 4] as const;
/** The `gap` values of `CardGrid`: keys of the `space` tokens. */
export const cardGridGaps = ['4', '6', '8'] as const;
/** The `as` values of `CardGrid`. */
export const cardGridElements = ['div', 'ul'] as const;

export type CardGridColumns = (typeof cardGridColumns)[number];
export type CardGridGap = (typeof cardGridGaps)[number];
export type CardGridElement = (typeof cardGridElements)[number];

// Attributes and handlers are typed for any element, since the rendered tag depends on `as`.
export interface CardGridProps extends HTMLAttributes<HTMLElement> {
  /**
   * Most columns, reached on wide screens: 2 from `md`; 3 from `lg` (2 from `md`); 4 from `xl` (2 from `sm`). One on phones.
   * @default 3
   */
  columns?: CardGridColumns;
  /**
   * Space between the cards, a key of the `space` tokens.
   * @default '6'
   */
  gap?: CardGridGap;
  /**
   * `ul` for a list of cards (each in a `CardGridItem`), announced with its number of items; `div` otherwise.
   * @default 'div'
   */
  as?: CardGridElement;
  /** The rendered `<div>` or `<ul>` element. */
  ref?: Ref<HTMLDivElement | HTMLUListElement>;
}

/**
 * A responsive grid of cards: one column on phones, up to `columns` on wide screens, with cards of
 * equal height per row. A server component: the list items are set here, without context.
 */
export function CardGrid({
  columns = 3,
  gap = '6',
  as: Component = 'div',
  className,
  children,
  ref,
  ...rest
}: CardGridProps) {
  return (
    <Component
      // The ref's element type follows `as`, which TypeScript cannot pair with the union of tags.
      ref={ref as Ref<HTMLDivElement & HTMLUListElement>}
      className={cx(styles.grid({ columns, gap }), className)}
      data-columns={columns}
      data-gap={gap}
      {...rest}
    >
      {Component === 'ul'
        ? Children.map(children, (child) =>
            isValidElement(child) && child.type === CardGridItem
              ? cloneElement(child as ReactElement<CardGridItemProps>, { as: 'li' })
              : child,
          )
        : children}
    </Component>
  );
}

export interface CardGridItemProps extends HTMLAttributes<HTMLElement> {
  /**
   * Element of the cell. A `CardGrid` list sets `li` on the items among its direct children; set it
   * yourself for an item wrapped in another component.
   * @default 'div'
   */
  as?: 'div' | 'li';
  /** The rendered `<li>` (in a `CardGrid` list) or `<div>` element. */
  ref?: Ref<HTMLDivElement | HTMLLIElement>;
}

/** One cell of a `CardGrid`: an `<li>` when the grid is a list, a `<div>` otherwise; its card fills the cell. */
export function CardGridItem({ as: Component = 'div', className, ref, ...rest }: CardGridItemProps) {
  return (
    <Component ref={ref as Ref<HTMLDivElement & HTMLLIElement>} className={cx(styles.item, className)} {...rest} />
  );
}
