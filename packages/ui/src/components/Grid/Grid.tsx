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
/** The `collapseBelow` values of `Grid`: breakpoints below which the children stack in one column. */
export const gridCollapseBreakpoints = ['sm', 'md', 'lg'] as const;
/** The `align` values of `Grid`: where the children sit in the height of their row. */
export const gridAligns = ['stretch', 'start', 'center', 'end', 'baseline'] as const;

export type GridColumns = (typeof gridColumns)[number];
export type GridGap = SpaceStep;
export type GridElement = (typeof gridElements)[number];
export type GridCollapseBreakpoint = (typeof gridCollapseBreakpoints)[number];
export type GridAlign = (typeof gridAligns)[number];

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
   * Columns of different widths, as a CSS `grid-template-columns` value: `'minmax(0, 3fr)
   * minmax(0, 2fr)'` for a form and its aside, `'15rem minmax(0, 1fr)'` for a menu and its page,
   * `'auto minmax(0, 1fr)'` for a picture and its text. Takes precedence over `columns`.
   * @default equal columns, as many as `columns`
   */
  template?: string;
  /**
   * Below this breakpoint the children stack in one column; from it, the columns of `columns` or
   * `template` apply. For panes side by side on wide screens, one under the other on phones.
   */
  collapseBelow?: GridCollapseBreakpoint;
  /**
   * Space between the rows and the columns, a key of the `space` tokens (`'4'` is 1 rem).
   * @default '4'
   */
  gap?: GridGap;
  /**
   * The gap once the columns apply, from the `collapseBelow` breakpoint, when panes side by side
   * need more room between them than stacked ones.
   */
  wideGap?: GridGap;
  /**
   * Where the children sit in the height of their row: `start` keeps panes of different heights at
   * the top, `center` lines up a figure with its text, `baseline` lines up texts of different sizes.
   * @default 'stretch'
   */
  align?: GridAlign;
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
  template,
  collapseBelow,
  gap = '4',
  wideGap,
  align = 'stretch',
  as: Component = 'div',
  className,
  style,
  ref,
  ...rest
}: GridProps) {
  const fill = minItemWidth !== undefined;
  // A template, or columns that collapse, go through a variable that the breakpoint's rule reads.
  const templated = !fill && (template !== undefined || collapseBelow !== undefined);
  const variables = {
    ...(fill ? { [property(styles.minItemWidth)]: minItemWidth } : {}),
    ...(templated ? { [property(styles.template)]: template ?? `repeat(${columns}, minmax(0, 1fr))` } : {}),
    // The space tokens' public names (`--cui-space-8`): a map of the steps would weigh on every page's JavaScript.
    ...(wideGap && collapseBelow ? { [property(styles.wideGap)]: `var(--cui-space-${wideGap})` } : {}),
  };
  return (
    <Component
      // The ref's element type follows `as`, which TypeScript cannot pair with the union of tags.
      ref={ref as Ref<HTMLDivElement & HTMLUListElement & HTMLOListElement>}
      className={cx(styles.grid, className)}
      style={Object.keys(variables).length > 0 ? { ...variables, ...style } : style}
      data-columns={fill || templated ? undefined : columns}
      data-fill={fill ? '' : undefined}
      data-template={templated && !collapseBelow ? '' : undefined}
      data-collapse-below={templated ? collapseBelow : undefined}
      data-wide-gap={wideGap && collapseBelow ? wideGap : undefined}
      data-align={align === 'stretch' ? undefined : align}
      data-gap={gap}
      {...rest}
    />
  );
}
