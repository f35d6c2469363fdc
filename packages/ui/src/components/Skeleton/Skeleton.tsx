import type { ComponentProps, CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Skeleton.css';

/** The `variant` values of `Skeleton`: lines of text, a block (an image, a card) or a circle (an avatar). */
export const skeletonVariants = ['text', 'block', 'circle'] as const;

export type SkeletonVariant = (typeof skeletonVariants)[number];

export interface SkeletonProps extends Omit<ComponentProps<'span'>, 'children'> {
  /**
   * Shape of the placeholder: `text` lines in the surrounding font size, a `block` (an image, a card,
   * a chart) or a `circle` (an avatar, an icon).
   * @default 'text'
   */
  variant?: SkeletonVariant;
  /**
   * Number of lines of a `text` skeleton; the last one of several stops short, as a paragraph does.
   * @default 1
   */
  lines?: number;
  /** Width as a CSS length or a number of pixels; without it, the whole width, or `2.5rem` for a circle. */
  width?: CSSProperties['width'];
  /**
   * Height of a `block` as a CSS length or a number of pixels, `6rem` without it; a circle is as high as
   * it is wide, and text as high as its lines.
   */
  height?: CSSProperties['height'];
}

/**
 * A grey placeholder for content that is loading, in its shape and size so the page does not jump
 * when the content arrives. Hidden from assistive technology: say that the region is loading on the
 * region itself (`aria-busy`, or a `Spinner` with a label). It pulses, and stands still under
 * `prefers-reduced-motion`.
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, className, style, ...rest }: SkeletonProps) {
  const count = variant === 'text' ? Math.max(1, Math.floor(lines)) : 0;
  return (
    <span
      className={cx(styles.skeleton({ variant }), className)}
      data-variant={variant}
      aria-hidden="true"
      style={{ width, height: variant === 'block' ? height : undefined, ...style }}
      {...rest}
    >
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.line} />
      ))}
    </span>
  );
}
