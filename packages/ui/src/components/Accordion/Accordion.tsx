'use client';

import * as AccordionPrimitive from 'radix-ui/accordion';
import { ChevronDown } from '../../icons/ChevronDown';
import { createContext, use, useSyncExternalStore, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Accordion.css';
import type { accordionHeadingLevels, accordionTypes } from './constants';

export type AccordionType = (typeof accordionTypes)[number];
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

const HeadingLevelContext = createContext<AccordionHeadingLevel>(3);

type AccordionValue<T extends AccordionType> = T extends 'multiple' ? string[] : string;

export type AccordionProps<T extends AccordionType = AccordionType> = Omit<
  ComponentProps<typeof AccordionPrimitive.Root>,
  'type' | 'value' | 'defaultValue' | 'onValueChange' | 'collapsible'
> & {
  /** `single`: one item open at a time; `multiple`: any number open. */
  type: T;
  /** Open item (`single`, `''` for none) or items (`multiple`) when controlled; use with `onValueChange`. */
  value?: AccordionValue<T>;
  /** Open item (`single`) or items (`multiple`) at first when uncontrolled. */
  defaultValue?: AccordionValue<T>;
  /** Called with the open item (`''` when it closes) or the list of open items. */
  onValueChange?: (value: AccordionValue<T>) => void;
  /** With `type="single"`, lets the open item close again, leaving none open. */
  collapsible?: boolean;
  /**
   * Heading level of every trigger (2–6), so the accordion fits the page outline; `AccordionTrigger` can override it.
   * @default 3
   */
  headingLevel?: AccordionHeadingLevel;
  /** Renders the child element instead of a `div`, with the accordion's props and behaviour merged onto it. */
  asChild?: boolean;
};

export type AccordionSingleProps = AccordionProps<'single'>;
export type AccordionMultipleProps = AccordionProps<'multiple'>;

/** A stack of headings that each show or hide a section: FAQs, long legal text, optional details. */
export function Accordion<T extends AccordionType>({
  headingLevel = 3,
  className,
  collapsible,
  ...rest
}: AccordionProps<T>) {
  // Radix types the root as a union on `type`; the generic props above keep the pairing, so the cast is safe.
  const rootProps = (rest.type === 'single' ? { ...rest, collapsible } : rest) as ComponentProps<
    typeof AccordionPrimitive.Root
  >;
  return (
    <HeadingLevelContext value={headingLevel}>
      <AccordionPrimitive.Root className={cx(styles.root, className)} {...rootProps} />
    </HeadingLevelContext>
  );
}

export interface AccordionItemProps extends ComponentProps<typeof AccordionPrimitive.Item> {
  /** Unique value of the item, used by `value`/`defaultValue`. */
  value: string;
  /** Keeps the item closed and its trigger inactive. */
  disabled?: boolean;
}

/** One section: a trigger and its content. */
export function AccordionItem({ className, ...rest }: AccordionItemProps) {
  return <AccordionPrimitive.Item className={cx(styles.item, className)} {...rest} />;
}

export interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /**
   * Heading level of this trigger (2–6); defaults to the `Accordion`'s, which defaults to 3.
   * @default the `Accordion`'s `headingLevel` (3 unless set)
   */
  headingLevel?: AccordionHeadingLevel;
}

/** The button, inside a heading, that opens and closes its item. */
export function AccordionTrigger({ headingLevel, className, children, ...rest }: AccordionTriggerProps) {
  const inherited = use(HeadingLevelContext);
  const Heading = `h${headingLevel ?? inherited}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className={styles.header}>
        <AccordionPrimitive.Trigger className={cx(styles.trigger, className)} {...rest}>
          {children}
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export interface AccordionContentProps extends ComponentProps<typeof AccordionPrimitive.Content> {
  /** Keeps the content mounted while closed, for in-page search or to preserve its state. */
  forceMount?: true;
}

const subscribeToNothing = () => () => {};

/** False in server-rendered HTML and while it hydrates, true from then on. */
const useIsHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/** The region an item shows when open; labelled by its trigger. */
export function AccordionContent({ className, children, ...rest }: AccordionContentProps) {
  // Radix keeps an item that starts open from animating on mount; the attribute keeps the
  // server-rendered HTML, painted before any script, from animating too.
  const animated = useIsHydrated();
  return (
    <AccordionPrimitive.Content
      className={cx(styles.content, className)}
      data-animated={animated ? '' : undefined}
      {...rest}
    >
      <div className={styles.contentInner}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
