import { Clock, Star } from 'lucide-react';
import {
  Badge,
  type BadgeTone,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardLink,
  type CardProps,
  CardTitle,
  type HeadingLevel,
  type LinkComponent,
  VisuallyHidden,
} from '@company/ui';
import type { ReactNode } from 'react';
import { cx } from '../cx';
import { messages } from './messages';
import * as styles from './DocCard.css';

/** The levels of `difficulty`, easiest first; each is named in `messages.ts`. */
export const docDifficulties = ['beginner', 'intermediate', 'advanced'] as const;

export type DocDifficulty = (typeof docDifficulties)[number];

/** Badge tone of each difficulty: the word carries the meaning, the colour only repeats it. */
export const docDifficultyTones = {
  beginner: 'success',
  intermediate: 'warning',
  advanced: 'danger',
} as const satisfies Record<DocDifficulty, BadgeTone>;

export interface DocCardProps extends Omit<CardProps, 'asChild' | 'children' | 'title'> {
  /** Title of the document: the card's heading and, with `href`, the name of its one link. */
  title: string;
  /**
   * Heading level of the title, to fit the page outline; the look does not change.
   * @default 3
   */
  level?: HeadingLevel;
  /** Address of the document; with it the whole card is one link. */
  href?: string;
  /**
   * Component that renders the link, such as a router link adapter; `'a'` by default.
   * @default 'a'
   */
  linkComponent?: LinkComponent;
  /** What the reader will learn. */
  description?: ReactNode;
  /** Category of the document, such as « Guides »; shown in a neutral badge. */
  category?: ReactNode;
  /** Reading time, such as « 5 min de lecture ». */
  readTime?: ReactNode;
  /** Level of the reader the document is written for. */
  difficulty?: DocDifficulty;
  /**
   * Words read before the difficulty by assistive technology.
   * @default 'Niveau'
   */
  difficultyLabel?: string;
  /**
   * Marks a document put forward: an « À la une » badge and a brand edge.
   * @default false
   */
  featured?: boolean;
  /**
   * Text of the featured badge.
   * @default 'À la une'
   */
  featuredLabel?: ReactNode;
}

/** A document of the documentation centre: category, title, summary, reading time and difficulty. */
export function DocCard({
  title,
  level = 3,
  href,
  linkComponent: Link = 'a',
  description,
  category,
  readTime,
  difficulty,
  difficultyLabel,
  featured = false,
  featuredLabel,
  className,
  ...rest
}: DocCardProps) {
  return (
    <Card className={cx(styles.featured, className)} data-featured={featured ? '' : undefined} {...rest}>
      <CardHeader>
        {featured || category ? (
          <div className={styles.badges}>
            {featured ? (
              <Badge tone="brand" size="sm" icon={<Star />}>
                {featuredLabel ?? messages.featuredLabel}
              </Badge>
            ) : null}
            {category ? <Badge size="sm">{category}</Badge> : null}
          </div>
        ) : null}
        <CardTitle level={level}>
          {href ? (
            <CardLink asChild>
              <Link href={href}>{title}</Link>
            </CardLink>
          ) : (
            title
          )}
        </CardTitle>
      </CardHeader>
      {description ? (
        <CardBody>
          <p>{description}</p>
        </CardBody>
      ) : null}
      {readTime || difficulty ? (
        <CardFooter>
          {difficulty ? (
            <Badge tone={docDifficultyTones[difficulty]} size="sm" data-difficulty={difficulty}>
              <VisuallyHidden>
                {difficultyLabel ?? messages.difficultyLabel}
                {messages.colon}
              </VisuallyHidden>
              {messages.difficulties[difficulty]}
            </Badge>
          ) : null}
          {readTime ? (
            <span className={styles.readTime}>
              <Clock className={styles.readTimeIcon} aria-hidden="true" />
              {readTime}
            </span>
          ) : null}
        </CardFooter>
      ) : null}
    </Card>
  );
}
