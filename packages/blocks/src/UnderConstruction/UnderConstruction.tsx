import { ArrowLeft, Bell, CalendarDays, Clock, Construction } from 'lucide-react';
import { Button, FeatureList, FeatureListItem, type LinkComponent, ProgressBar } from '@company/ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../cx';
import { messages } from './messages';
import * as styles from './UnderConstruction.css';
import { notifyHref } from './notifyHref';

/** The heading levels `UnderConstruction` can render (`headingLevel`). */
export const underConstructionHeadingLevels = [1, 2, 3] as const;

export type UnderConstructionHeadingLevel = (typeof underConstructionHeadingLevels)[number];

const headingTags = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export interface UnderConstructionProps extends Omit<ComponentProps<'section'>, 'title' | 'children'> {
  /**
   * Page title; the section is labelled by it.
   * @default 'Page en construction'
   */
  title?: string;
  /**
   * Heading level of the title: 1 when the placeholder is the whole page. The feature heading sits one level below.
   * @default 1
   */
  level?: UnderConstructionHeadingLevel;
  /** Short explanation under the title. */
  description?: ReactNode;
  /**
   * When the page should open, e.g. « T3 2027 »; `availabilityLabel` shows in its place when absent.
   * Pass it only while it lies in the future: the component does not read the clock.
   */
  expectedDate?: string;
  /**
   * Label before the expected date.
   * @default 'Date prévue'
   */
  expectedDateLabel?: string;
  /**
   * Shown instead of the expected date when there is none.
   * @default 'Disponible prochainement'
   */
  availabilityLabel?: string;
  /**
   * Features the page will offer; the list is hidden when empty.
   * @default []
   */
  features?: string[];
  /**
   * Heading of the feature list.
   * @default 'Fonctionnalités prévues'
   */
  featuresHeading?: string;
  /**
   * Progress of the work in percent (0 to 100).
   * @default 75
   */
  progress?: number;
  /**
   * Visible label and accessible name of the progress bar.
   * @default 'Avancement'
   */
  progressLabel?: string;
  /** Turns the percentage into the text shown and announced; `ProgressBar`'s format (« 75 % » under a French `LocaleProvider`) by default. */
  formatProgress?: (value: number) => string;
  /**
   * Destination of the return link.
   * @default '/'
   */
  returnHref?: string;
  /**
   * Label of the return link.
   * @default 'Retour à l’accueil'
   */
  returnLabel?: ReactNode;
  /**
   * Component that renders the return link, such as a router link adapter; a plain `<a>` by default.
   * @default 'a'
   */
  linkComponent?: LinkComponent;
  /** Address the « Me notifier » link writes to; the link is hidden when absent. */
  notifyEmail?: string;
  /** Subject prefilled in the e-mail; « Me notifier : » and the title by default. */
  notifySubject?: string;
  /**
   * Label of the notify link.
   * @default 'Me notifier'
   */
  notifyLabel?: ReactNode;
  /**
   * Illustration shown above the title; a construction sign by default. Decorative.
   * @default a construction sign
   */
  icon?: ReactNode;
}

/** Page-level placeholder for a section still being built: what it will offer, when, how far along, and a way back. */
export function UnderConstruction({
  title,
  level = 1,
  description,
  expectedDate,
  expectedDateLabel,
  availabilityLabel,
  features = [],
  featuresHeading,
  progress = 75,
  progressLabel,
  formatProgress,
  returnHref = '/',
  returnLabel,
  linkComponent: LinkElement = 'a',
  notifyEmail,
  notifySubject,
  notifyLabel,
  icon,
  className,
  ...rest
}: UnderConstructionProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const Heading = headingTags[level];
  const SubHeading = headingTags[(level + 1) as 2 | 3 | 4];
  const value = Math.round(Math.min(100, Math.max(0, progress)));
  const notifyText = notifyLabel ?? messages.notifyLabel;

  return (
    <section className={cx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <div className={styles.intro}>
        <span className={styles.iconBadge} aria-hidden="true">
          {icon ?? <Construction className={styles.glyph} />}
        </span>
        <Heading id={titleId} className={styles.title}>
          {title ?? messages.title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        {expectedDate ? (
          <p className={styles.date}>
            <CalendarDays className={styles.smallGlyph} aria-hidden="true" />
            <span>
              {expectedDateLabel ?? messages.expectedDateLabel}
              {messages.colon}
              <strong>{expectedDate}</strong>
            </span>
          </p>
        ) : (
          <p className={styles.date}>
            <Clock className={styles.smallGlyph} aria-hidden="true" />
            <span>{availabilityLabel ?? messages.availabilityLabel}</span>
          </p>
        )}
      </div>

      <ProgressBar value={value} label={progressLabel ?? messages.progressLabel} valueText={formatProgress?.(value)} />

      {features.length > 0 ? (
        <div className={styles.features}>
          <SubHeading className={styles.featuresHeading}>{featuresHeading ?? messages.featuresHeading}</SubHeading>
          <FeatureList>
            {features.map((feature) => (
              <FeatureListItem key={feature}>{feature}</FeatureListItem>
            ))}
          </FeatureList>
        </div>
      ) : null}

      <div className={styles.actions}>
        <Button asChild icon={<ArrowLeft className={styles.mirrored} />}>
          <LinkElement href={returnHref}>{returnLabel ?? messages.returnLabel}</LinkElement>
        </Button>
        {notifyEmail ? (
          <Button asChild variant="outline" icon={<Bell />}>
            <a href={notifyHref(notifyEmail, notifySubject ?? messages.notifySubject(title ?? messages.title))}>
              {notifyText}
            </a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
