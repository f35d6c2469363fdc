import { Slot } from 'radix-ui/slot';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { HeadingLevel } from '../Section/SectionHeader';
import * as styles from './Card.css';

/** The `variant` values of `Card`. */
export const cardVariants = ['outlined', 'elevated', 'subtle', 'brand'] as const;
/** The `size` values of `Card`: the room inside it. */
export const cardSizes = ['md', 'lg'] as const;

export type CardVariant = (typeof cardVariants)[number];
export type CardSize = (typeof cardSizes)[number];

export interface CardProps extends ComponentProps<'div'> {
  /**
   * Surface style: `outlined` on plain backgrounds, `elevated` to lift a card, `subtle` for a quiet tinted panel,
   * `brand` tinted in the brand colour for the one panel of a page that must stand out (a key figure).
   * @default 'outlined'
   */
  variant?: CardVariant;
  /**
   * Room inside the card: `md` for cards in a grid, `lg` for a panel that holds a form or a whole
   * section's content (more space between its blocks, and around them from the `md` breakpoint).
   * @default 'md'
   */
  size?: CardSize;
  /**
   * Renders the child element (an `<article>`, an `<li>`) with the card's styles instead of a `<div>`.
   * @default false
   */
  asChild?: boolean;
}

/** A panel that groups a title, text and actions about one subject; with a `CardLink` the whole card is one link. */
export function Card({ variant = 'outlined', size = 'md', asChild = false, className, ...rest }: CardProps) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      className={cx(styles.card({ variant, size }), className)}
      data-variant={variant}
      data-size={size}
      {...rest}
    />
  );
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

export interface CardSectionProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Name of the part, such as « Ce que nous faisons »: a small uppercase heading above its content. */
  title: ReactNode;
  /**
   * Heading level of the title, one below the card's title in the page outline; the look does not change.
   * @default 4
   */
  level?: HeadingLevel;
}

/** A labelled part of a card's body, such as a list of features under a small uppercase heading. */
export function CardSection({ title, level = 4, className, children, ...rest }: CardSectionProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx(styles.section, className)} {...rest}>
      <Heading className={styles.sectionTitle}>{title}</Heading>
      {children}
    </div>
  );
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
