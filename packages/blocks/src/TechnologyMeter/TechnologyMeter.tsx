import { ProgressBar, type ProgressBarProps, type ProgressBarTone } from '@company/ui';
import type { ComponentProps } from 'react';
import { cx } from '../cx';
import * as styles from './TechnologyMeter.css';

/** The `columns` values of `TechnologyMeterList`. */
export const technologyMeterListColumns = [1, 2] as const;

export type TechnologyMeterListColumns = (typeof technologyMeterListColumns)[number];

export interface TechnologyMeterProps extends Omit<ProgressBarProps, 'label' | 'value'> {
  /** Name of the technology: the visible label and accessible name of the bar. */
  name: string;
  /** Level of mastery in percent, from 0 to 100; announced as « 95 % » unless `valueText` says otherwise. */
  proficiency: number;
}

/** How well the team masters one technology, as a labelled progress bar. */
export function TechnologyMeter({ name, proficiency, ...rest }: TechnologyMeterProps) {
  return <ProgressBar label={name} value={proficiency} {...rest} />;
}

/** One technology of a `TechnologyMeterList`. */
export interface TechnologyMeterItem {
  /** Name of the technology. */
  name: string;
  /** Level of mastery in percent. */
  proficiency: number;
}

export interface TechnologyMeterListProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The technologies, in display order. */
  technologies: readonly TechnologyMeterItem[];
  /**
   * Two columns from the medium breakpoint up, for long lists.
   * @default 1
   */
  columns?: TechnologyMeterListColumns;
  /**
   * Colour of every bar.
   * @default 'brand'
   */
  tone?: ProgressBarTone;
}

/** A list of technology meters, such as the stack of a team or a project. */
export function TechnologyMeterList({
  technologies,
  columns = 1,
  tone = 'brand',
  className,
  ...rest
}: TechnologyMeterListProps) {
  return (
    <ul className={cx(styles.list({ columns }), className)} data-columns={columns} {...rest}>
      {technologies.map((technology) => (
        <li key={technology.name}>
          <TechnologyMeter name={technology.name} proficiency={technology.proficiency} tone={tone} />
        </li>
      ))}
    </ul>
  );
}
