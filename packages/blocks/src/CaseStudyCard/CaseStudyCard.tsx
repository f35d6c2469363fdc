import { Clock } from 'lucide-react';
import {
  Badge,
  Card,
  CardBody,
  CardHeader,
  type CardProps,
  CardTitle,
  FeatureList,
  FeatureListItem,
  type HeadingLevel,
  VisuallyHidden,
} from '@company/ui';
import type { ReactNode } from 'react';
import { messages } from './messages';
import * as styles from './CaseStudyCard.css';

export interface CaseStudyCardProps extends Omit<CardProps, 'asChild' | 'children' | 'title' | 'results'> {
  /** Name of the project: the card's heading. */
  title: ReactNode;
  /**
   * Heading level of the title; the sub-headings take the next level down.
   * @default 3
   */
  level?: HeadingLevel;
  /** The client, or the kind of client when it must stay anonymous. */
  client: ReactNode;
  /** How long the project ran, such as « 6 mois »; shown in a badge. */
  duration?: ReactNode;
  /**
   * Words read before the duration by assistive technology.
   * @default 'Durée'
   */
  durationLabel?: string;
  /** The client's problem. */
  challenge: ReactNode;
  /** What was done about it. */
  solution: ReactNode;
  /** Measured outcomes, one per item. */
  results: readonly ReactNode[];
  /**
   * Sub-heading of the challenge.
   * @default 'Défi'
   */
  challengeHeading?: ReactNode;
  /**
   * Sub-heading of the solution.
   * @default 'Solution'
   */
  solutionHeading?: ReactNode;
  /**
   * Sub-heading of the results.
   * @default 'Résultats'
   */
  resultsHeading?: ReactNode;
}

/** A client project told in three parts (challenge, solution, results) under sub-headings one level below the title. */
export function CaseStudyCard({
  title,
  level = 3,
  client,
  duration,
  durationLabel,
  challenge,
  solution,
  results,
  challengeHeading,
  solutionHeading,
  resultsHeading,
  ...rest
}: CaseStudyCardProps) {
  const Subheading = `h${Math.min(level + 1, 6) as HeadingLevel}` as const;
  return (
    <Card {...rest}>
      <CardHeader>
        {duration ? (
          <Badge tone="brand" size="sm" icon={<Clock />}>
            <VisuallyHidden>
              {durationLabel ?? messages.durationLabel}
              {messages.colon}
            </VisuallyHidden>
            {duration}
          </Badge>
        ) : null}
        <CardTitle level={level}>{title}</CardTitle>
        <p className={styles.client}>{client}</p>
      </CardHeader>
      <CardBody>
        <div className={styles.part}>
          <Subheading className={styles.subheading}>{challengeHeading ?? messages.challengeHeading}</Subheading>
          <p>{challenge}</p>
        </div>
        <div className={styles.part}>
          <Subheading className={styles.subheading}>{solutionHeading ?? messages.solutionHeading}</Subheading>
          <p>{solution}</p>
        </div>
        <div className={styles.part}>
          <Subheading className={styles.subheading}>{resultsHeading ?? messages.resultsHeading}</Subheading>
          <FeatureList>
            {results.map((result, index) => (
              // A fixed list for one render: a result's position is its identity.
              <FeatureListItem key={index}>{result}</FeatureListItem>
            ))}
          </FeatureList>
        </div>
      </CardBody>
    </Card>
  );
}
