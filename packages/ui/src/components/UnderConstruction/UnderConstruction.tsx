import { ArrowLeft } from '../../icons/ArrowLeft';
import { Bell } from '../../icons/Bell';
import { CalendarDays } from '../../icons/CalendarDays';
import { Construction } from '../../icons/Construction';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { LinkComponent } from '../../utils/link';
import { Button } from '../Button';
import { FeatureList, FeatureListItem } from '../FeatureList';
import { ProgressBar } from '../ProgressBar';
import * as styles from './UnderConstruction.css';

export const underConstructionHeadingLevels = [1, 2, 3] as const;

export type UnderConstructionHeadingLevel = (typeof underConstructionHeadingLevels)[number];

const headingTags = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

const defaultFormatProgress = (value: number) => `${value}\u202f%`;

export interface UnderConstructionProps extends Omit<ComponentProps<'section'>, 'title' | 'children'> {
  /** Page title; the section is labelled by it. */
  title?: string;
  /** Heading level of the title: 1 when the placeholder is the whole page. The feature heading sits one level below. */
  level?: UnderConstructionHeadingLevel;
  /** Short explanation under the title. */
  description?: ReactNode;
  /** When the page should open, e.g. « T1 2025 »; hidden when absent. */
  expectedDate?: string;
  /** Label before the expected date. */
  expectedDateLabel?: string;
  /** Features the page will offer; the list is hidden when empty. */
  features?: string[];
  /** Heading of the feature list. */
  featuresHeading?: string;
  /** Progress of the work in percent (0 to 100). */
  progress?: number;
  /** Visible label and accessible name of the progress bar. */
  progressLabel?: string;
  /** Turns the percentage into the text shown and announced (« 75 % » by default). */
  formatProgress?: (value: number) => string;
  /** Destination of the return link. */
  returnHref?: string;
  /** Label of the return link. */
  returnLabel?: ReactNode;
  /** Component that renders the return link, such as a router link adapter; a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  /** Address the « Me notifier » link writes to; the link is hidden when absent. */
  notifyEmail?: string;
  /** Subject prefilled in the e-mail; « Me notifier : {title} » by default. */
  notifySubject?: string;
  /** Label of the notify link. */
  notifyLabel?: ReactNode;
  /** Illustration shown above the title; a construction sign by default. Decorative. */
  icon?: ReactNode;
}

/** Page-level placeholder for a section still being built: what it will offer, when, how far along, and a way back. */
export function UnderConstruction({
  title = 'Page en construction',
  level = 1,
  description,
  expectedDate,
  expectedDateLabel = 'Date prévue',
  features = [],
  featuresHeading = 'Fonctionnalités prévues',
  progress = 75,
  progressLabel = 'Avancement',
  formatProgress = defaultFormatProgress,
  returnHref = '/',
  returnLabel = 'Retour à l’accueil',
  linkComponent: LinkElement = 'a',
  notifyEmail,
  notifySubject,
  notifyLabel = 'Me notifier',
  icon,
  className,
  ...rest
}: UnderConstructionProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const Heading = headingTags[level];
  const SubHeading = headingTags[(level + 1) as 2 | 3 | 4];
  const value = Math.round(Math.min(100, Math.max(0, progress)));
  const valueText = formatProgress(value);
  const subject = notifySubject ?? `Me notifier\u00a0: ${title}`;

  return (
    <section className={cx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <div className={styles.intro}>
        <span className={styles.iconBadge} aria-hidden="true">
          {icon ?? <Construction className={styles.glyph} />}
        </span>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        {expectedDate ? (
          <p className={styles.date}>
            <CalendarDays className={styles.smallGlyph} aria-hidden="true" />
            <span>
              {expectedDateLabel}
              {'\u00a0: '}
              <strong>{expectedDate}</strong>
            </span>
          </p>
        ) : null}
      </div>

      <ProgressBar value={value} label={progressLabel} valueText={valueText} />

      {features.length > 0 ? (
        <div className={styles.features}>
          <SubHeading className={styles.featuresHeading}>{featuresHeading}</SubHeading>
          <FeatureList>
            {features.map((feature) => (
              <FeatureListItem key={feature}>{feature}</FeatureListItem>
            ))}
          </FeatureList>
        </div>
      ) : null}

      <div className={styles.actions}>
        <Button asChild icon={<ArrowLeft />}>
          <LinkElement href={returnHref}>{returnLabel}</LinkElement>
        </Button>
        {notifyEmail ? (
          <Button asChild variant="outline" icon={<Bell />}>
            <a href={`mailto:${notifyEmail}?subject=${encodeURIComponent(subject)}`}>{notifyLabel}</a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
