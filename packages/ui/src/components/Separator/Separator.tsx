import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Separator.css';

/** The `orientation` values of `Separator`. */
export const separatorOrientations = ['horizontal', 'vertical'] as const;

export type SeparatorOrientation = (typeof separatorOrientations)[number];

export interface SeparatorProps extends Omit<ComponentProps<'div'>, 'children'> {
  /**
   * A horizontal line between blocks, or a vertical one between items of a row.
   * @default 'horizontal'
   */
  orientation?: SeparatorOrientation;
  /**
   * Hides the line from assistive technology, when it only draws the eye and separates nothing the
   * structure does not already (two sections with their own headings, items of a list).
   * @default false
   */
  decorative?: boolean;
}

/**
 * A line that separates content. Announced as a separator with its orientation, or hidden from
 * assistive technology when `decorative`. A server component.
 *
 * It renders a `<div>` with the role, as Radix's `Separator` does, rather than depending on it: that
 * component is a plain element with these attributes and no behaviour, and an `<hr>` would bring
 * the browser's own inset border and margins and cannot stand vertically in a row.
 */
export function Separator({ orientation = 'horizontal', decorative = false, className, ...rest }: SeparatorProps) {
  return (
    <div
      className={cx(styles.separator({ orientation }), className)}
      data-orientation={orientation}
      {...(decorative ? { role: 'none' } : { role: 'separator', 'aria-orientation': orientation })}
      {...rest}
    />
  );
}
