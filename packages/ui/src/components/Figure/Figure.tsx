import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Figure.css';

export interface FigureProps extends ComponentProps<'figure'> {
  /**
   * The picture: an `<img>` with its `alt`, `width` and `height` (so its room is kept while it
   * loads) and `loading="lazy"` below the fold. It takes the figure's width, rounded and framed.
   */
  children: ReactNode;
  /** A short name under the picture, such as « L’accueil »; the `alt` still describes the picture. */
  caption?: ReactNode;
}

/** A picture with a caption under it, such as a photo of the offices. A server component. */
export function Figure({ caption, className, children, ...rest }: FigureProps) {
  return (
    <figure className={cx(styles.figure, className)} {...rest}>
      {children}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
