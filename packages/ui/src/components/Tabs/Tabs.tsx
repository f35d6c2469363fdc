import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

export const tabsOrientations = ['horizontal', 'vertical'] as const;
export const tabsActivationModes = ['automatic', 'manual'] as const;

export type TabsOrientation = (typeof tabsOrientations)[number];
export type TabsActivationMode = (typeof tabsActivationModes)[number];

export interface TabsProps extends ComponentProps<typeof TabsPrimitive.Root> {
  /** Value of the selected tab when controlled; use with `onValueChange`. */
  value?: string;
  /** Value of the tab selected at first when uncontrolled. */
  defaultValue?: string;
  /** Called with the new value when the user selects a tab. */
  onValueChange?: (value: string) => void;
  /** `horizontal` (default) puts the tabs above their panel, `vertical` beside it; arrow keys follow. */
  orientation?: TabsOrientation;
  /** `automatic` selects a tab as soon as it gets focus; `manual` waits for Enter or Space. */
  activationMode?: TabsActivationMode;
}

/** Switches between panels of related content shown one at a time in the same place. */
export function Tabs({ className, orientation = 'horizontal', ...rest }: TabsProps) {
  return <TabsPrimitive.Root className={cx(styles.root, className)} orientation={orientation} {...rest} />;
}

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** Whether arrow keys wrap from the last tab to the first and back. */
  loop?: boolean;
}

/** The row (or column) of tabs; scrolls sideways when the tabs do not fit. Give it an `aria-label`. */
export function TabsList({ className, ...rest }: TabsListProps) {
  return <TabsPrimitive.List className={cx(styles.list, className)} {...rest} />;
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
