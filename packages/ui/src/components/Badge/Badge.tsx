import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';

/** The `tone` values of `Badge`. */
export const badgeTones = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const;
/** The `size` values of `Badge`. */
export const badgeSizes = ['sm', 'md'] as const;

export type BadgeTone = (typeof badgeTones)[number];
export type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps extends ComponentProps<'span'> {
  /**
   * Colour of the badge. The text must carry the meaning too: colour is never the only signal.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /**
   * Height and text size.
   * @default 'md'
   */
  size?: BadgeSize;
  /** Icon shown before the text; decorative, so it is hidden from assistive technology. */
  icon?: ReactNode;
}

/** A short label for a status, a category or a count, such as « Nouveau » or « 24/7 ». */
export function Badge({ tone = 'neutral', size = 'md', icon, className, children, ...rest }: BadgeProps) {
  return (
    <span className={cx(styles.badge({ tone, size }), className)} data-tone={tone} data-size={size} {...rest}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
