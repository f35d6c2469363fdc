import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Text.css';

/** The `size` values of `Text`: the body text styles of the type scale, largest first. */
export const textSizes = ['bodyLarge', 'body', 'bodySmall', 'label', 'caption', 'overline'] as const;
/** The `tone` values of `Text`. */
export const textTones = ['default', 'muted', 'brand'] as const;
/** The `weight` values of `Text`: keys of the `fontWeight` tokens. */
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
/** The `as` values of `Text`. */
export const textElements = ['p', 'span', 'div', 'small', 'strong', 'em'] as const;

export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextElement = (typeof textElements)[number];

// Attributes and handlers are typed for any element, since the rendered tag depends on `as`.
export interface TextProps extends HTMLAttributes<HTMLElement> {
  /**
   * The text style, from the type scale: `body` for running text, `bodyLarge` for an introduction,
   * `bodySmall` and `caption` for secondary text, `label` for a short title, `overline` for a
   * category above a title.
   * @default 'body'
   */
  size?: TextSize;
  /**
   * `default` takes the colour of its context (the page's text, or the light text of a dark band);
   * `muted` is the secondary text colour, still 4.5:1 on the page backgrounds; `brand` the brand
   * colour's text shade, for a price or a figure that stands out (on light surfaces, not a dark band).
   * @default 'default'
   */
  tone?: TextTone;
  /** The weight, instead of the one of `size` (regular for body text, semibold for `label`). */
  weight?: TextWeight;
  /**
   * The element: `p` for a paragraph, `span` inside a line, `div` around other blocks; `small`,
   * `strong` and `em` when the words are a side comment, important or stressed.
   * @default 'p'
   */
  as?: TextElement;
  /** The rendered element, as set by `as`. */
  ref?: Ref<HTMLElement>;
}

/**
 * Body text in one of the type scale's styles, on the element its meaning calls for. A server
 * component.
 */
export function Text({
  size = 'body',
  tone = 'default',
  weight,
  as: Component = 'p',
  className,
  ref,
  ...rest
}: TextProps) {
  return (
    <Component
      // The ref's element type follows `as`, which TypeScript cannot pair with the union of tags.
      ref={ref as Ref<HTMLParagraphElement & HTMLSpanElement & HTMLDivElement>}
      className={cx(styles.text, className)}
      data-size={size}
      data-tone={tone}
      data-weight={weight}
      {...rest}
    />
  );
}
