'use client';

import * as AccordionPrimitive from 'radix-ui/accordion';
import { ChevronDown } from '../../icons/ChevronDown';
import {
  createContext,
  createElement,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type Ref,
} from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Accordion.css';
import type { accordionHeadingLevels, accordionTypes } from './constants';

export type AccordionType = (typeof accordionTypes)[number];
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

const HeadingLevelContext = createContext<AccordionHeadingLevel>(3);

/** Which items are open, and how to open one (when the browser's find-in-page reveals it). */
interface OpenItems {
  isOpen: (value: string) => boolean;
  open: (value: string) => void;
}
const OpenItemsContext = createContext<OpenItems>({ isOpen: () => false, open: () => {} });
const ItemValueContext = createContext('');

type AccordionValue<T extends AccordionType> = T extends 'multiple' ? string[] : string;

export type AccordionProps<T extends AccordionType = AccordionType> = Omit<
  ComponentProps<typeof AccordionPrimitive.Root>,
  'type' | 'value' | 'defaultValue' | 'onValueChange' | 'collapsible'
> & {
  /** `single`: one item open at a time; `multiple`: any number open. */
  type: T;
  /** Open item (`single`, `''` for none) or items (`multiple`) when controlled; use with `onValueChange`. */
  value?: AccordionValue<T>;
  /**
   * Open item (`single`) or items (`multiple`) at first when uncontrolled.
   * @default none open (`''` or `[]`)
   */
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

/**
 * A stack of headings that each show or hide a section: FAQs, long legal text, optional details.
 * Closed sections stay in the page, hidden until found: the browser's find-in-page searches them
 * and opens the one it matches, and crawlers read them. This is always so, with no prop to turn it
 * off: a reader who searches the page expects to find every answer, and structured data (a FAQPage)
 * must describe text the page holds. Content too heavy to keep in every page (a video, a map) is
 * the caller's to render only while its item is open (`value` and `onValueChange`).
 */
export function Accordion<T extends AccordionType>({
  headingLevel = 3,
  className,
  collapsible,
  value: valueProp,
  defaultValue,
  onValueChange,
  ...rest
}: AccordionProps<T>) {
  const multiple = rest.type === 'multiple';
  const [uncontrolled, setUncontrolled] = useState<string | string[]>(defaultValue ?? (multiple ? [] : ''));
  // Controlled when `value` is given.
  const value = valueProp === undefined ? uncontrolled : valueProp;
  const setValue = useCallback(
    (next: string | string[]) => {
      if (valueProp === undefined) setUncontrolled(next);
      onValueChange?.(next as AccordionValue<T>);
    },
    [valueProp, onValueChange],
  );
  const openItems = useMemo<OpenItems>(
    () => ({
      isOpen: (item) => (Array.isArray(value) ? value.includes(item) : value === item),
      open: (item) => {
        if (Array.isArray(value)) {
          if (!value.includes(item)) setValue([...value, item]);
        } else if (value !== item) setValue(item);
      },
    }),
    [value, setValue],
  );
  // Radix types the root as a union on `type`; the generic props above keep the pairing, so the cast is safe.
  const rootProps = { ...rest, ...(multiple ? {} : { collapsible }), value, onValueChange: setValue } as ComponentProps<
    typeof AccordionPrimitive.Root
  >;
  return (
    <HeadingLevelContext value={headingLevel}>
      <OpenItemsContext value={openItems}>
        {/* The server-rendered HTML says how its items open, for a script that runs the accordion
            before hydration or without it; last, so that no prop can make it say otherwise. */}
        <AccordionPrimitive.Root
          className={cx(styles.root, className)}
          {...rootProps}
          data-type={rest.type}
          data-collapsible={!multiple && collapsible ? '' : undefined}
        />
      </OpenItemsContext>
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
  return (
    <ItemValueContext value={rest.value}>
      <AccordionPrimitive.Item className={cx(styles.item, className)} {...rest} />
    </ItemValueContext>
  );
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

export type AccordionContentProps = Omit<
  ComponentProps<typeof AccordionPrimitive.Content>,
  'forceMount' | 'hidden' | 'ref' | 'asChild'
> & {
  /** The content's element: a block-level custom element (`cui-accordion-panel`), not a `div`. */
  ref?: Ref<HTMLElement>;
};

/**
 * The content's element. React writes `hidden` on a `div` as a boolean (`hidden=""`, which
 * find-in-page skips); on a custom element it writes the value, `hidden="until-found"`, in the
 * server-rendered HTML too, so a link to a text in a closed item opens it before any script runs.
 */
const panelElement = 'cui-accordion-panel';

const subscribeToNothing = () => () => {};

/** False in server-rendered HTML and while it hydrates, true from then on. */
const useIsHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * The region an item shows when open; labelled by its trigger. Closed, it stays in the page as
 * `hidden="until-found"`, left out of the accessibility tree: find-in-page and links to a fragment
 * inside reveal it, which opens the item. Browsers without until-found read the `hidden` attribute
 * and simply hide it.
 */
export function AccordionContent({ className, children, ref, ...rest }: AccordionContentProps) {
  // Radix keeps an item that starts open from animating on mount; the attribute keeps the
  // server-rendered HTML, painted before any script, from animating too.
  const animated = useIsHydrated();
  const item = use(ItemValueContext);
  const openItems = use(OpenItemsContext);
  const open = openItems.isOpen(item);
  const node = useRef<HTMLElement>(null);

  // A closing item stays shown while its closing animation runs, then hides.
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open && animated);
  }
  const hidden = !open && !closing;

  useLayoutEffect(() => {
    if (!closing || !node.current) return;
    let current = true;
    // Without the Web Animations API (older browsers, jsdom) it hides at once.
    const animations = node.current.getAnimations?.() ?? [];
    void Promise.all(animations.map((animation) => animation.finished))
      .catch(() => undefined)
      .then(() => current && setClosing(false));
    return () => {
      current = false;
    };
  }, [closing]);

  const { open: openItem } = openItems;
  useLayoutEffect(() => {
    const element = node.current;
    if (!element) return;
    const reveal = () => openItem(item);
    element.addEventListener('beforematch', reveal);
    return () => element.removeEventListener('beforematch', reveal);
  }, [openItem, item]);

  // Revealed before hydration (a link with a text fragment, find-in-page while scripts load): the
  // browser removed `hidden`, with no listener yet to hear it. The item opens to match.
  const revealedEarly = useRef(!open);
  useLayoutEffect(() => {
    if (revealedEarly.current && node.current && !node.current.hasAttribute('hidden')) openItem(item);
    revealedEarly.current = false;
  }, [openItem, item]);

  return (
    // Always mounted: closed content stays in the DOM and the server-rendered HTML.
    <AccordionPrimitive.Content
      forceMount
      asChild
      ref={(element: HTMLElement | null) => {
        node.current = element;
        if (typeof ref === 'function') return ref(element);
        if (ref) ref.current = element;
      }}
    >
      {createElement(
        panelElement,
        {
          ...rest,
          hidden: hidden ? 'until-found' : undefined,
          // Hidden until found still lays the element out, so browsers keep it in the accessibility
          // tree: a closed item would add an empty, named region to the landmarks a screen reader
          // lists. Closed, it is a plain element; open, the region labelled by its trigger.
          ...(hidden ? { role: undefined, 'aria-labelledby': undefined } : {}),
          className: cx(styles.content, className),
          'data-animated': animated ? '' : undefined,
        },
        <div className={styles.contentInner}>{children}</div>,
      )}
    </AccordionPrimitive.Content>
  );
}
