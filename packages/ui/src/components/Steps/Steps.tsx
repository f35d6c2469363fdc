import type { ComponentProps, Key, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { HeadingLevel } from '../Section/SectionHeader';
import * as styles from './Steps.css';

/** The `layout` values of `Steps`. */
export const stepsLayouts = ['responsive', 'vertical'] as const;

export type StepsLayout = (typeof stepsLayouts)[number];

/** One step of a `Steps` list. */
export interface StepsItem {
  /** Stable key of the step; its position by default. */
  id?: Key;
  /** Short name of the step. */
  title: ReactNode;
  /** What happens during the step. */
  description?: ReactNode;
}

export interface StepsProps extends Omit<ComponentProps<'ol'>, 'children'> {
  /** The steps, in order. */
  items: readonly StepsItem[];
  /**
   * `responsive` lays the steps in a row from the medium breakpoint up; `vertical` always stacks them.
   * @default 'responsive'
   */
  layout?: StepsLayout;
  /**
   * Heading level of each step's title, to fit the page outline.
   * @default 3
   */
  level?: HeadingLevel;
}

/**
 * A numbered process (« 01 », « 02 »…). The list is an `<ol>`, which already numbers the steps for
 * assistive technology, so the visible numbers are hidden from it and never read twice.
 */
export function Steps({ items, layout = 'responsive', level = 3, className, ...rest }: StepsProps) {
  const Heading = `h${level}` as const;
  return (
    <ol className={cx(styles.list({ layout }), className)} data-layout={layout} {...rest}>
      {items.map((step, index) => (
        <li key={step.id ?? index} className={styles.item}>
          <div className={styles.marker} aria-hidden="true">
            <span className={styles.number}>{String(index + 1).padStart(2, '0')}</span>
            <span className={styles.connector} />
          </div>
          <div className={styles.body}>
            <Heading className={styles.title}>{step.title}</Heading>
            {step.description ? <p className={styles.description}>{step.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
