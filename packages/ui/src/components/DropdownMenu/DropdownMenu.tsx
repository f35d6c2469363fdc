'use client';

import * as DropdownMenuPrimitive from 'radix-ui/dropdown-menu';
import { Slottable } from 'radix-ui/slot';
import {
  createContext,
  use,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Check } from '../../icons/Check';
import { composeRefs } from '../../utils/composeRefs';
import { cx } from '../../utils/cx';
import { usePortalContainer } from '../../utils/layers';
import { useOverlayRoot, type OverlayAnchor } from '../../utils/useOverlayRoot';
import type { dropdownMenuItemTones } from './constants';
import * as styles from './DropdownMenu.css';
import type { AsChildProps } from '../../utils/asChild';

export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];

const AnchorContext = createContext<OverlayAnchor | null>(null);

export interface DropdownMenuProps extends ComponentProps<typeof DropdownMenuPrimitive.Root> {
  /**
   * Whether the menu is open, when controlled; use with `onOpenChange`.
   * @default uncontrolled: the menu keeps the state, starting from `defaultOpen`
   */
  open?: boolean;
  /**
   * Whether the menu is open at first, when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state when the menu opens or closes (trigger, Escape, a click outside, an item chosen). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Makes the rest of the page inert while the menu is open: hidden from assistive technology,
   * unreachable by the pointer and not scrolling. Off by default, as native menus do: a click
   * outside closes the menu and still reaches what it lands on.
   * @default false
   */
  modal?: boolean;
}

/**
 * A list of actions or options that opens from a button: the WAI-ARIA menu button. Enter, Space
 * and ArrowDown open it on its first item; the arrows move between items, Home and End jump to the
 * ends, a letter to the next item that starts with it, and Escape closes it and gives the focus
 * back to the button. Disabled items, labels and separators are skipped.
 */
export function DropdownMenu({ open, defaultOpen = false, onOpenChange, modal = false, ...rest }: DropdownMenuProps) {
  const root = useOverlayRoot({ open, defaultOpen, onOpenChange });
  return (
    <AnchorContext value={root.anchor}>
      <DropdownMenuPrimitive.Root open={root.open} onOpenChange={root.setOpen} modal={modal} {...rest} />
    </AnchorContext>
  );
}

export interface DropdownMenuTriggerProps extends ComponentProps<typeof DropdownMenuPrimitive.Trigger> {
  /** Renders the child element (a `Button`, an `IconButton`) as the trigger, with the menu's props and behaviour merged onto it. */
  asChild?: boolean;
}

/** The button that opens the menu: usually a `Button` or an `IconButton`, with `asChild`. */
export function DropdownMenuTrigger({ ref, ...rest }: DropdownMenuTriggerProps) {
  const anchor = use(AnchorContext);
  const triggerRef = anchor?.triggerRef;
  const setRef = useMemo(() => composeRefs(ref, triggerRef), [ref, triggerRef]);
  return <DropdownMenuPrimitive.Trigger ref={setRef} {...rest} />;
}

export interface DropdownMenuContentProps extends AsChildProps, ComponentProps<typeof DropdownMenuPrimitive.Content> {
  /**
   * Side of the trigger the menu opens on; it moves to the other side when there is no room.
   * @default 'bottom'
   */
  side?: ComponentProps<typeof DropdownMenuPrimitive.Content>['side'];
  /**
   * How the menu lines up with its trigger: `start` lines their starting edges up, `end` their ending edges.
   * @default 'start'
   */
  align?: ComponentProps<typeof DropdownMenuPrimitive.Content>['align'];
  /**
   * Gap between the trigger and the menu, in pixels.
   * @default 8
   */
  sideOffset?: number;
  /**
   * Room kept between the menu and the edges of the screen, in pixels, when it has to move to fit.
   * @default 8
   */
  collisionPadding?: ComponentProps<typeof DropdownMenuPrimitive.Content>['collisionPadding'];
  /**
   * Element the menu is portalled into.
   * @default document.body
   */
  container?: ComponentProps<typeof DropdownMenuPrimitive.Portal>['container'];
}

/**
 * The menu itself (`role="menu"`), portalled to the end of `<body>` so that no overflow clips it.
 * It takes the colour scheme of its trigger, so a menu opened from a dark band is dark too.
 * `className`, `ref` and the other props go to the menu.
 */
export function DropdownMenuContent({
  side = 'bottom',
  align = 'start',
  sideOffset = 8,
  collisionPadding = 8,
  container,
  className,
  ...rest
}: DropdownMenuContentProps) {
  const anchor = use(AnchorContext);
  return (
    <DropdownMenuPrimitive.Portal container={usePortalContainer(container)}>
      <DropdownMenuPrimitive.Content
        side={side}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cx(styles.content, className)}
        data-cui-scheme={anchor?.scheme}
        {...rest}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentProps<typeof DropdownMenuPrimitive.Item> {
  /** An icon before the label; decorative, so it is hidden from assistive technology. */
  icon?: ReactNode;
  /**
   * `danger` for an action that deletes something or cannot be undone: red label and highlight.
   * @default 'default'
   */
  tone?: DropdownMenuItemTone;
  /** Shows the item dimmed and leaves it out: the arrow keys and the typeahead skip it, and it cannot be chosen. */
  disabled?: boolean;
  /**
   * Called when the item is chosen (click, Enter, Space); the menu then closes and gives the focus
   * back to its trigger, unless the handler calls `event.preventDefault()`.
   */
  onSelect?: (event: Event) => void;
  /** The text the typeahead matches, when the item's text content is not what people type (an icon, a count). */
  textValue?: string;
  /** Renders the child element (a router's link) as the item, with the item's look, icon and behaviour. */
  asChild?: boolean;
}

/** One action of the menu (`role="menuitem"`); with `asChild`, a link to a page. */
export function DropdownMenuItem({
  icon,
  tone = 'default',
  asChild,
  className,
  children,
  ...rest
}: DropdownMenuItemProps) {
  const iconNode = icon ? (
    <span className={styles.itemIcon} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  const props = { className: cx(styles.item, className), 'data-tone': tone, ...rest };
  // With `asChild`, the icon goes inside the caller's element, before its text.
  if (asChild && iconNode) {
    return (
      <DropdownMenuPrimitive.Item asChild {...props}>
        {iconNode}
        <Slottable>{children}</Slottable>
      </DropdownMenuPrimitive.Item>
    );
  }
  return (
    <DropdownMenuPrimitive.Item asChild={asChild} {...props}>
      {asChild ? (
        children
      ) : (
        <>
          {iconNode}
          {children}
        </>
      )}
    </DropdownMenuPrimitive.Item>
  );
}

export interface DropdownMenuCheckboxItemProps
  extends AsChildProps, Omit<ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>, 'checked'> {
  /**
   * Whether the option is on (`role="menuitemcheckbox"`, a tick before it). The menu keeps no state
   * of its own, as its content unmounts when it closes: update it from `onCheckedChange`.
   */
  checked?: boolean;
  /** Called with the new state when the option is chosen: set `checked` from it. */
  // eslint-disable-next-line company/change-callback -- no `defaultChecked`: the item unmounts with the menu, so only the parent can hold its state.
  onCheckedChange?: (checked: boolean) => void;
  /** Shows the option dimmed and leaves it out: the arrow keys and the typeahead skip it. */
  disabled?: boolean;
}

/**
 * An option that is on or off, ticked when on. Choosing it calls `onCheckedChange` with the new
 * state and closes the menu; call `event.preventDefault()` in `onSelect` to keep it open.
 */
export function DropdownMenuCheckboxItem({ className, children, ...rest }: DropdownMenuCheckboxItemProps) {
  return (
    <DropdownMenuPrimitive.CheckboxItem className={cx(styles.item, styles.checkableItem, className)} {...rest}>
      <span className={styles.indicator}>
        <DropdownMenuPrimitive.ItemIndicator>
          <Check className={styles.check} aria-hidden="true" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  );
}

/** Names a group with its label: set by `DropdownMenuLabel` when one is inside. */
const GroupLabelContext = createContext<{ id: string; setLabelled: (labelled: boolean) => void } | null>(null);

/** A group's label id, and `aria-labelledby` for the group once a `DropdownMenuLabel` inside takes that id. */
function useGroupLabel() {
  const id = useId();
  const [labelled, setLabelled] = useState(false);
  const context = useMemo(() => ({ id, setLabelled }), [id]);
  return { context, labelledBy: labelled ? id : undefined };
}

export interface DropdownMenuRadioGroupProps
  extends AsChildProps, ComponentProps<typeof DropdownMenuPrimitive.RadioGroup> {
  /**
   * The `value` of the chosen `DropdownMenuRadioItem`. The menu keeps no state of its own, as its
   * content unmounts when it closes: update it from `onValueChange`.
   */
  value?: string;
  /** Called with the chosen item's `value` when an option is chosen: set `value` from it. */
  // eslint-disable-next-line company/change-callback -- no `defaultValue`: the group unmounts with the menu, so only the parent can hold its state.
  onValueChange?: (value: string) => void;
}

/**
 * Options of which exactly one is chosen (`role="group"`), such as a sort order. A
 * `DropdownMenuLabel` inside names the group.
 */
export function DropdownMenuRadioGroup({ children, ...rest }: DropdownMenuRadioGroupProps) {
  const { context, labelledBy } = useGroupLabel();
  return (
    <GroupLabelContext value={context}>
      <DropdownMenuPrimitive.RadioGroup aria-labelledby={labelledBy} {...rest}>
        {children}
      </DropdownMenuPrimitive.RadioGroup>
    </GroupLabelContext>
  );
}

export interface DropdownMenuRadioItemProps
  extends AsChildProps, ComponentProps<typeof DropdownMenuPrimitive.RadioItem> {
  /** The value `onValueChange` reports when this option is chosen. */
  value: string;
  /** Shows the option dimmed and leaves it out: the arrow keys and the typeahead skip it. */
  disabled?: boolean;
}

/** One option of a `DropdownMenuRadioGroup` (`role="menuitemradio"`), marked with a dot when chosen. */
export function DropdownMenuRadioItem({ className, children, ...rest }: DropdownMenuRadioItemProps) {
  return (
    <DropdownMenuPrimitive.RadioItem className={cx(styles.item, styles.checkableItem, className)} {...rest}>
      <span className={styles.indicator}>
        <DropdownMenuPrimitive.ItemIndicator className={styles.dot} />
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
}

export type DropdownMenuGroupProps = ComponentProps<typeof DropdownMenuPrimitive.Group>;

/** Related items kept together (`role="group"`); a `DropdownMenuLabel` inside names the group. */
export function DropdownMenuGroup({ children, ...rest }: DropdownMenuGroupProps) {
  const { context, labelledBy } = useGroupLabel();
  return (
    <GroupLabelContext value={context}>
      <DropdownMenuPrimitive.Group aria-labelledby={labelledBy} {...rest}>
        {children}
      </DropdownMenuPrimitive.Group>
    </GroupLabelContext>
  );
}

export type DropdownMenuLabelProps = ComponentProps<typeof DropdownMenuPrimitive.Label>;

/**
 * A heading over some items, which the arrow keys skip. Inside a `DropdownMenuGroup` or a
 * `DropdownMenuRadioGroup`, it also names the group for assistive technology.
 */
export function DropdownMenuLabel({ id, className, ...rest }: DropdownMenuLabelProps) {
  const group = use(GroupLabelContext);
  const ownId = id === undefined && group ? group.id : id;
  useLayoutEffect(() => {
    if (!group || id !== undefined) return;
    group.setLabelled(true);
    return () => group.setLabelled(false);
  }, [group, id]);
  return <DropdownMenuPrimitive.Label id={ownId} className={cx(styles.label, className)} {...rest} />;
}

export type DropdownMenuSeparatorProps = ComponentProps<typeof DropdownMenuPrimitive.Separator>;

/** A line between groups of items, such as before signing out; the arrow keys skip it. */
export function DropdownMenuSeparator({ className, ...rest }: DropdownMenuSeparatorProps) {
  return <DropdownMenuPrimitive.Separator className={cx(styles.separator, className)} {...rest} />;
}
