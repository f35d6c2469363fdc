import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../utils/cx';
import { spaceSteps, type SpaceStep } from '../../utils/layout';
import * as styles from './Grid.css';

/** The `columns` values of `Grid`. */
export const gridColumns = [1, 2, 3, 4, 5, 6] as const;
/** The `gap` values of `Grid`: keys of the `space` tokens. */
export const gridGaps: readonly SpaceStep[] = spaceSteps;
/** The `as` values of `Grid`. */
export const gridElements = ['div', 'ul', 'ol'] as const;

export type GridColumns = (typeof gridColumns)[number];
export type GridGap = SpaceStep;
export type GridElement = (typeof gridElements)[number];

/** `--x` out of `var(--x)`, to set a variable in a `style` attribute. */
const property = (variable: string) => variable.slice('var('.length, -1);

// Attributes and handlers are typed for any element, since the rendered tag depends on `as`.
export interface GridProps extends HTMLAttributes<HTMLElement> {
  /**
   * A fixed number of equal columns, at every screen width. For columns that follow the room
   * available, give `minItemWidth` instead; for cards, `CardGrid` already steps down on phones.
   * @default 1
   */
  columns?: GridColumns;
  /**
   * Smallest width of a column, as a CSS length (`'16rem'`): as many columns as fit, each at least
   * this wide, one on a screen narrower than that. Takes precedence over `columns`.
   */
  minItemWidth?: string;
  /**
   * Space between the rows and the columns, a key of the `space` tokens (`'4'` is 1 rem).
   * @default '4'
   */
  gap?: GridGap;
  /**
   * `ul` or `ol` for a list (announced with its number of items; give it `<li>` children), `div`
   * otherwise.
   * @default 'div'
   */
  as?: GridElement;
  /** The rendered element, as set by `as`. */
  ref?: Ref<HTMLElement>;
}

/**
 * Lays out its children in columns of equal width: a fixed count with `columns`, or as many as fit
 * with `minItemWidth`, with a gap from the space tokens. A server component.
 */
export function Grid({
  columns = 1,
  minItemWidth,
  gap = '4',
  as: Component = 'div',
  className,
  style,
  ref,
  ...rest
}: GridProps) {
  const fill = minItemWidth !== undefined;
  return (
    <Component
      // The ref's element type follows `as`, which TypeScript cannot pair with the union of tags.
      ref={ref as Ref<HTMLDivElement & HTMLUListElement & HTMLOListElement>}
      className={cx(styles.grid({ columns: fill ? undefined : columns, fill, gap }), className)}
      style={fill ? { [property(styles.minItemWidth)]: minItemWidth, ...style } : style}
      data-columns={fill ? undefined : columns}
      data-gap={gap}
      {...rest}
    />
  );
}
