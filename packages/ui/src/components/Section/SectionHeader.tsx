import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Section.css';

/** The heading levels `SectionHeader` can render (`level`). */
export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
/** The `align` values of `SectionHeader`. */
export const sectionHeaderAligns = ['start', 'center'] as const;

/** Level of a heading element: 1 renders `<h1>`, 6 renders `<h6>`. */
export type HeadingLevel = (typeof headingLevels)[number];
export type SectionHeaderAlign = (typeof sectionHeaderAligns)[number];

export interface SectionHeaderProps extends Omit<ComponentProps<'div'>, 'title' | 'id'> {
  /** The section's title. */
  title: ReactNode;
  /**
   * Heading level of the title, so the page outline stays correct; the look does not change.
   * @default 2
   */
  level?: HeadingLevel;
  /** Short line shown above the title, such as the name of the category. */
  eyebrow?: ReactNode;
  /** Introduction shown under the title. */
  intro?: ReactNode;
  /**
   * Buttons or links after the introduction, side by side while they fit and centred with the
   * header; for one main action and its alternative.
   */
  actions?: ReactNode;
  /**
   * Horizontal alignment of the header.
   * @default 'start'
   */
  align?: SectionHeaderAlign;
  /** Id given to the title heading, so a `Section` can point `aria-labelledby` at it. */
  id?: string;
}

/** The eyebrow, title, introduction and actions at the top of a section. */
export function SectionHeader({
  title,
  level = 2,
  eyebrow,
  intro,
  actions,
  align = 'start',
  id,
  className,
  children,
  ...rest
}: SectionHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx(styles.header({ align }), className)} data-align={align} {...rest}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {actions ? <div className={styles.actions({ align })}>{actions}</div> : null}
      {children}
    </div>
  );
}
