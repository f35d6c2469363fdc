import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../utils/cx';
import { spaceSteps, type SpaceStep } from '../../utils/layout';
import * as styles from './Stack.css';

/** The `direction` values of `Stack`. */
export const stackDirections = ['column', 'row'] as const;
/** The `gap` values of `Stack`: keys of the `space` tokens. */
export const stackGaps: readonly SpaceStep[] = spaceSteps;
/** The `align` values of `Stack`: where the children sit across the direction. */
export const stackAligns = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
/** The `justify` values of `Stack`: how the children share the room along the direction. */
export const stackJustifies = ['start', 'center', 'end', 'between'] as const;
/** The `as` values of `Stack`. */
export const stackElements = ['div', 'ul', 'ol'] as const;

export type StackDirection = (typeof stackDirections)[number];
export type StackGap = SpaceStep;
export type StackAlign = (typeof stackAligns)[number];
export type StackJustify = (typeof stackJustifies)[number];
export type StackElement = (typeof stackElements)[number];

// Attributes and handlers are typed for any element, since the rendered tag depends on `as`.
export interface StackProps extends HTMLAttributes<HTMLElement> {
  /**
   * `column` puts the children one under the other, `row` side by side.
   * @default 'column'
   */
  direction?: StackDirection;
  /**
   * Space between the children, a key of the `space` tokens (`'4'` is 1 rem).
   * @default '4'
   */
  gap?: StackGap;
  /**
   * Where the children sit across the direction: for a row, `center` lines up an icon with a text,
   * `baseline` lines up texts of different sizes.
   * @default 'stretch'
   */
  align?: StackAlign;
  /**
   * How the children share the room along the direction: `between` pushes the first and the last
   * to the ends, as in a toolbar.
   * @default 'start'
   */
  justify?: StackJustify;
  /**
   * Lets the children go to the next line when they do not fit, such as a row of badges or buttons.
   * @default false
   */
  wrap?: boolean;
  /**
   * `ul` or `ol` for a list (announced with its number of items; give it `<li>` children), `div`
   * otherwise.
   * @default 'div'
   */
  as?: StackElement;
  /** The rendered element, as set by `as`. */
  ref?: Ref<HTMLElement>;
}

/**
 * Lays out its children in one direction with a gap from the space tokens: a column by default, a
 * row with `direction="row"`. There is no separate `Flex`: a row stack is what it would be, and one
 * name for one-dimensional layout keeps layouts written the same way. For two dimensions, use `Grid`.
 * A server component.
 */
export function Stack({
  direction = 'column',
  gap = '4',
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as: Component = 'div',
  className,
  ref,
  ...rest
}: StackProps) {
  return (
    <Component
      // The ref's element type follows `as`, which TypeScript cannot pair with the union of tags.
      ref={ref as Ref<HTMLDivElement & HTMLUListElement & HTMLOListElement>}
      className={cx(styles.stack, className)}
      data-direction={direction}
      data-gap={gap}
      data-align={align === 'stretch' ? undefined : align}
      data-justify={justify === 'start' ? undefined : justify}
      data-wrap={wrap ? '' : undefined}
      {...rest}
    />
  );
}
