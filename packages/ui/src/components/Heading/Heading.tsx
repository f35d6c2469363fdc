import { Slot } from 'radix-ui/slot';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import type { HeadingLevel } from '../Section/SectionHeader';
import type { TextTone, TextWeight } from '../Text';
import * as styles from './Heading.css';

/** The `size` values of `Heading`: the heading styles of the type scale, largest first. */
export const headingSizes = ['display', 'heading1', 'heading2', 'heading3', 'heading4'] as const;

export type HeadingSize = (typeof headingSizes)[number];

/** The style each level takes when no `size` is given: levels 4 to 6 share the smallest. */
const sizeOfLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'heading1',
  2: 'heading2',
  3: 'heading3',
  4: 'heading4',
  5: 'heading4',
  6: 'heading4',
};

export interface HeadingProps extends ComponentProps<'h2'> {
  /**
   * The element, `<h1>` to `<h6>`: its place in the page outline. Choose it from the outline, and
   * the look with `size`. Ignored with `asChild`, where the child is the element.
   * @default 2
   */
  level?: HeadingLevel;
  /**
   * The text style, from the type scale: `display` for a hero title, then `heading1` to `heading4`.
   * `display` and `heading1` step down one size below the `md` breakpoint.
   * @default the style of the level: `heading1` for 1, `heading2` for 2, `heading3` for 3, `heading4` for 4 to 6
   */
  size?: HeadingSize;
  /**
   * Weight of the letters, when the design sets one apart from the size's: `bold` for a panel's
   * title in the `heading3` size, which is semibold.
   * @default the weight of the size: `bold` for `display` to `heading2`, `semibold` for `heading3` and `heading4`
   */
  weight?: TextWeight;
  /**
   * Colour, as Text's: `default` takes the context's (a dark band's light text too), `brand` the
   * brand colour's text shade, for a key figure shown as a heading.
   * @default 'default'
   */
  tone?: TextTone;
  /**
   * Gives the heading style to the child element instead of rendering an `<hN>`: a link that looks
   * like a heading, or a `<legend>`. The child keeps its own element and role.
   * @default false
   */
  asChild?: boolean;
}

/**
 * A heading of the type scale. Its level (the element, for the page outline) and its size (the
 * look) are set apart, so a section's `<h2>` can look like a `heading3` where the design asks.
 * A server component.
 */
export function Heading({
  level = 2,
  size,
  weight,
  tone = 'default',
  asChild = false,
  className,
  ...rest
}: HeadingProps) {
  const Component = asChild ? Slot : (`h${level}` as const);
  // Resolved here rather than as a default parameter, so the docs show the `@default` sentence.
  const style = size ?? sizeOfLevel[level];
  return (
    <Component
      className={cx(styles.heading({ size: style, weight, tone }), className)}
      data-size={style}
      data-level={asChild ? undefined : level}
      {...rest}
    />
  );
}
