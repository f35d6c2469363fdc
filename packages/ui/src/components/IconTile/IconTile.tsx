import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './IconTile.css';

/** The `tone` values of `IconTile`. */
export const iconTileTones = ['brand', 'neutral', 'success', 'warning', 'danger', 'info', 'solid'] as const;
/** The `size` values of `IconTile`. */
export const iconTileSizes = ['sm', 'md', 'lg'] as const;

export type IconTileTone = (typeof iconTileTones)[number];
export type IconTileSize = (typeof iconTileSizes)[number];

export interface IconTileProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The icon, such as a `lucide-react` icon; it is sized to the tile. */
  icon: ReactNode;
  /**
   * Colour of the tile.
   * @default 'brand'
   */
  tone?: IconTileTone;
  /**
   * Side of the square.
   * @default 'md'
   */
  size?: IconTileSize;
  /** Accessible name when the icon carries meaning on its own; without it the tile is decorative and hidden. */
  label?: string;
}

/** A rounded square holding an icon, to illustrate a service, a feature or an empty state. */
export function IconTile({ icon, tone = 'brand', size = 'md', label, className, ...rest }: IconTileProps) {
  const a11y = label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
  return (
    <span className={cx(styles.tile({ tone, size }), className)} data-tone={tone} data-size={size} {...a11y} {...rest}>
      {icon}
    </span>
  );
}
