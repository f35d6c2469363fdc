import { Slot } from 'radix-ui/slot';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import type { HeadingLevel } from '../Section/SectionHeader';
import * as styles from './Card.css';

/** The `variant` values of `Card`. */
export const cardVariants = ['outlined', 'elevated', 'subtle'] as const;

export type CardVariant = (typeof cardVariants)[number];

export interface CardProps extends ComponentProps<'div'> {
  /**
   * Surface style: `outlined` on plain backgrounds, `elevated` to lift a card, `subtle` for a quiet tinted panel.
   * @default 'outlined'
   */
  variant?: CardVariant;
  /**
   * Renders the child element (an `<article>`, an `<li>`) with the card's styles instead of a `<div>`.
   * @default false
   */
  asChild?: boolean;
}

/** A panel that groups a title, text and actions about one subject; with a `CardLink` the whole card is one link. */
export function Card({ variant = 'outlined', asChild = false, className, ...rest }: CardProps) {
  const Component = asChild ? Slot : 'div';
  return <Component className={cx(styles.card({ variant }), className)} data-variant={variant} {...rest} />;
}

export type CardHeaderProps = ComponentProps<'div'>;

/** The top of a card: an icon or badge, then the `CardTitle`. */
export function CardHeader({ className, ...rest }: CardHeaderProps) {
  return <div className={cx(styles.header, className)} {...rest} />;
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  /**
   * Heading level of the title, to fit the page outline; the look does not change.
   * @default 3
   */
  level?: HeadingLevel;
}

/** The card's heading. Put a `CardLink` inside it to make the whole card a link. */
export function CardTitle({ level = 3, className, ...rest }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={cx(styles.title, className)} {...rest} />;
}

export type CardBodyProps = ComponentProps<'div'>;

/** The card's main text. */
export function CardBody({ className, ...rest }: CardBodyProps) {
  return <div className={cx(styles.body, className)} {...rest} />;
}

export type CardFooterProps = ComponentProps<'div'>;

/** The bottom of a card (meta data, a price, actions), aligned to the bottom in a grid of cards. */
export function CardFooter({ className, ...rest }: CardFooterProps) {
  return <div className={cx(styles.footer, className)} {...rest} />;
}

export interface CardLinkProps extends ComponentProps<'a'> {
  /**
   * Renders the child element (a router link) with the block-link behaviour instead of an `<a>`.
   * @default false
   */
  asChild?: boolean;
}

/**
 * The card's one link, placed inside `CardTitle`: it stretches over the whole card so the card is a single
 * target with a single tab stop, and its accessible name stays the short title.
 */
export function CardLink({ asChild = false, className, ...rest }: CardLinkProps) {
  const Component = asChild ? Slot : 'a';
  return <Component className={cx(styles.link, className)} data-card-link="" {...rest} />;
}
