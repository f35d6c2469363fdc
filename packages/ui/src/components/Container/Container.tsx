import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Container.css';

/** The `width` values of `Container` (its maximum width), the same as `Section`'s. */
export const containerWidths = ['narrow', 'default', 'wide'] as const;
/** The `as` values of `Container`. */
export const containerElements = ['div', 'main', 'section', 'article', 'header', 'footer'] as const;

export type ContainerWidth = (typeof containerWidths)[number];
export type ContainerElement = (typeof containerElements)[number];

// Attributes and handlers are typed for any element, since the rendered tag depends on `as`.
export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /**
   * Maximum width of the content: `narrow` (48 rem) for reading text, `default` (72 rem), `wide`
   * (84 rem) for dense grids.
   * @default 'default'
   */
  width?: ContainerWidth;
  /**
   * The element: `main` for the page's main content (once per page), `section` or `article` when
   * the container is that region; `div` otherwise.
   * @default 'div'
   */
  as?: ContainerElement;
  /** The rendered element, as set by `as`. */
  ref?: Ref<HTMLElement>;
}

/**
 * Centres its content at a maximum width, with inline padding that grows with the screen: the
 * frame of a `Section`, without the band and its vertical spacing. A server component.
 */
export function Container({ width = 'default', as: Component = 'div', className, ref, ...rest }: ContainerProps) {
  return (
    <Component
      // A ref of `HTMLElement` fits every tag of `as`; TypeScript checks it against their intersection.
      ref={ref as Ref<HTMLDivElement>}
      className={cx(styles.container({ width }), className)}
      data-width={width}
      {...rest}
    />
  );
}
