'use client';

import * as TabsPrimitive from 'radix-ui/tabs';
import { ChevronLeft } from '../../icons/ChevronLeft';
import { ChevronRight } from '../../icons/ChevronRight';
import { createContext, useCallback, useContext, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { reducedMotion } from '../../theme/media';
import { cx } from '../../utils/cx';
import { mirrored } from '../../utils/icon.css';
import * as styles from './Tabs.css';
import { useScrollOverflow } from './useScrollOverflow';
import type { tabsActivationModes, tabsOrientations } from './constants';

export type TabsOrientation = (typeof tabsOrientations)[number];
export type TabsActivationMode = (typeof tabsActivationModes)[number];

export interface TabsProps extends ComponentProps<typeof TabsPrimitive.Root> {
  /** Value of the selected tab when controlled; use with `onValueChange`. */
  value?: string;
  /** Value of the tab selected at first when uncontrolled. */
  defaultValue?: string;
  /** Called with the new value when the user selects a tab. */
  onValueChange?: (value: string) => void;
  /**
   * `horizontal` (default) puts the tabs above their panel, `vertical` beside it; arrow keys follow.
   * @default 'horizontal'
   */
  orientation?: TabsOrientation;
  /** `automatic` selects a tab as soon as it gets focus; `manual` waits for Enter or Space. */
  activationMode?: TabsActivationMode;
  /** Renders the child element instead of a `div`, with the tabs' props and behaviour merged onto it. */
  asChild?: boolean;
}

const OrientationContext = createContext<TabsOrientation>('horizontal');

/** Switches between panels of related content shown one at a time in the same place. */
export function Tabs({ className, orientation = 'horizontal', ...rest }: TabsProps) {
  return (
    <OrientationContext value={orientation}>
      <TabsPrimitive.Root className={cx(styles.root, className)} orientation={orientation} {...rest} />
    </OrientationContext>
  );
}

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** Whether arrow keys wrap from the last tab to the first and back. */
  loop?: boolean;
}

/** Scrolls `list` just enough for `tab` to clear the list's scroll padding, where the edge hints sit. */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const style = getComputedStyle(list);
  const left = listBox.left + (parseFloat(style.scrollPaddingLeft) || 0);
  const right = listBox.right - (parseFloat(style.scrollPaddingRight) || 0);
  if (tabBox.left < left) list.scrollLeft += tabBox.left - left;
  else if (tabBox.right > right) list.scrollLeft += tabBox.right - right;
}

/**
 * The row (or column) of tabs; give it an `aria-label`. When the tabs do not fit in a row, it
 * scrolls sideways: the hidden ends fade out behind a scroll button, and the selected tab is kept
 * in view. The arrow keys still reach every tab.
 */
export function TabsList({ className, ref, ...rest }: TabsListProps) {
  const orientation = useContext(OrientationContext);
  const listRef = useRef<HTMLDivElement | null>(null);
  const setList = useCallback(
    (node: HTMLDivElement | null) => {
      listRef.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );
  // Selecting a tab by a click, a prop or on first render does not move focus, so the browser does
  // not scroll it into view on its own. Before the overflow is first read, so that the first paint
  // already shows the ends the scrolled list hides.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || orientation !== 'horizontal') return;
    const revealSelected = () => {
      const selected = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (selected) revealTab(list, selected);
    };
    revealSelected();
    const observer = new MutationObserver(revealSelected);
    observer.observe(list, { subtree: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, [orientation]);
  const overflow = useScrollOverflow(listRef);

  const scrollTowards = (edge: 'start' | 'end') => {
    const list = listRef.current;
    if (!list) return;
    const towardsLeft = (edge === 'start') === (getComputedStyle(list).direction !== 'rtl');
    const distance = list.clientWidth * 0.75;
    list.scrollBy({
      left: towardsLeft ? -distance : distance,
      behavior: window.matchMedia(reducedMotion).matches ? 'auto' : 'smooth',
    });
  };

  return (
    <div className={styles.listFrame} data-orientation={orientation} data-overflow={overflow}>
      <TabsPrimitive.List ref={setList} className={cx(styles.list, className)} {...rest} />
      {/* For the pointer only: keyboard users reach every tab with the arrows, and the tab list
          announces how many tabs there are. A press leaves the focus where it was. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className={styles.scrollButton}
        data-edge="start"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => scrollTowards('start')}
      >
        <ChevronLeft className={mirrored} />
      </button>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className={styles.scrollButton}
        data-edge="end"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => scrollTowards('end')}
      >
        <ChevronRight className={mirrored} />
      </button>
    </div>
  );
}

export interface TabsTriggerProps extends ComponentProps<typeof TabsPrimitive.Trigger> {
  /** Value that ties the tab to the `TabsContent` with the same value; a slug without spaces, as it becomes part of ids. */
  value: string;
  /** Keeps the tab visible but not selectable. */
  disabled?: boolean;
}

/** One tab; the selected one is marked by a bar, not by colour alone. */
export function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  return <TabsPrimitive.Trigger className={cx(styles.trigger, className)} {...rest} />;
}

export interface TabsContentProps extends ComponentProps<typeof TabsPrimitive.Content> {
  /** Value of the `TabsTrigger` that shows this panel. */
  value: string;
  /** Keeps the panel mounted while hidden, for animations or to preserve its state. */
  forceMount?: true;
}

/** The panel shown when its tab is selected; labelled by that tab. */
export function TabsContent({ className, ...rest }: TabsContentProps) {
  return <TabsPrimitive.Content className={cx(styles.content, className)} {...rest} />;
}
