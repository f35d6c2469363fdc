import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import type { SpinnerSize } from './constants';
import * as styles from './Spinner.css';

export interface SpinnerRingProps extends ComponentProps<'span'> {
  /**
   * Diameter, as `Spinner`'s `size`.
   * @default 'md'
   */
  size?: SpinnerSize;
}

/**
 * The turning ring of `Spinner`, with no text of its own. `Spinner` adds its label or hides it; Button
 * renders it hidden while loading, without the catalogue lookup that a standalone label needs.
 */
export function SpinnerRing({ size = 'md', className, ...rest }: SpinnerRingProps) {
  return <span className={cx(styles.spinner({ size }), className)} data-size={size} {...rest} />;
}
