import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Section.css';

/** The `tone` values of `Section` (its background). */
export const sectionTones = ['default', 'subtle', 'muted'] as const;
/** The `width` values of `Section` (its content width). */
export const sectionWidths = ['narrow', 'default', 'wide'] as const;

export type SectionTone = (typeof sectionTones)[number];
export type SectionWidth = (typeof sectionWidths)[number];

export interface SectionProps extends ComponentProps<'section'> {
  /**
   * Element of the band: `div` for a band with no heading of its own, such as one around a component
   * that is a named region itself (an unnamed `section` is no landmark, and HTML checkers flag it).
   * @default 'section'
   */
  as?: 'section' | 'div';
  /**
   * Background of the band: `subtle` and `muted` set a section apart from its neighbours.
   * @default 'default'
   */
  tone?: SectionTone;
  /**
   * Maximum width of the content: `narrow` for reading text, `wide` for dense grids.
   * @default 'default'
   */
  width?: SectionWidth;
  /** Id of the heading that names the section (usually the `id` given to its `SectionHeader`), making it a named region. */
  'aria-labelledby'?: string;
  /** Class name of the inner container, which holds the width and the spacing between blocks. */
  containerClassName?: string;
}

/** A full-width band of a page with vertical rhythm and a centred, width-limited container. */
export function Section({
  as = 'section',
  tone = 'default',
  width = 'default',
  className,
  containerClassName,
  children,
  ...rest
}: SectionProps) {
  // Typed as a section: a div takes the same attributes, and both are an `HTMLElement` to `ref`.
  const Root = as as 'section';
  return (
    <Root className={cx(styles.section({ tone }), className)} data-tone={tone} data-width={width} {...rest}>
      <div className={cx(styles.container({ width }), containerClassName)}>{children}</div>
    </Root>
  );
}
