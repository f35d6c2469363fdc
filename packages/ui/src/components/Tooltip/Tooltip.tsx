'use client';

import * as TooltipPrimitive from 'radix-ui/tooltip';
import { createContext, use, useMemo, type ComponentProps } from 'react';
import { composeRefs } from '../../utils/composeRefs';
import { cx } from '../../utils/cx';
import { usePortalContainer } from '../../utils/layers';
import { useOverlayRoot, type OverlayAnchor } from '../../utils/useOverlayRoot';
import * as styles from './Tooltip.css';
import type { AsChildProps } from '../../utils/asChild';

/** Whether a `TooltipProvider` is above: a tooltip without one brings its own. */
const ProviderContext = createContext(false);
const AnchorContext = createContext<OverlayAnchor | null>(null);

export interface TooltipProviderProps extends ComponentProps<typeof TooltipPrimitive.Provider> {
  /**
   * How long the pointer rests on a trigger before its tooltip shows, in milliseconds. Keyboard
   * focus shows it at once.
   * @default 300
   */
  delayDuration?: number;
  /**
   * How long after a tooltip hides the next one shows without waiting, in milliseconds: moving
   * along a toolbar shows each tooltip at once.
   * @default 300
   */
  skipDelayDuration?: number;
}

/**
 * Shares the delays of the tooltips inside it, so that moving from one trigger to the next shows
 * the next tooltip at once. Put one around the app or a toolbar; a `Tooltip` outside any provider
 * brings its own.
 */
export function TooltipProvider({ delayDuration = 300, skipDelayDuration = 300, ...rest }: TooltipProviderProps) {
  return (
    <ProviderContext value>
      <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...rest} />
    </ProviderContext>
  );
}

export interface TooltipProps extends ComponentProps<typeof TooltipPrimitive.Root> {
  /**
   * Whether the tooltip shows, when controlled; use with `onOpenChange`.
   * @default uncontrolled: the tooltip shows on hover and keyboard focus, starting from `defaultOpen`
   */
  open?: boolean;
  /**
   * Whether the tooltip shows at first, when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state when the tooltip shows or hides (hover, focus, Escape, a click on the trigger). */
  onOpenChange?: (open: boolean) => void;
  /**
   * How long the pointer rests on the trigger before this tooltip shows, in milliseconds.
   * @default the `TooltipProvider`'s `delayDuration` (300 unless set)
   */
  delayDuration?: number;
}

/**
 * A short text that names or explains a control, shown while the pointer rests on it or the
 * keyboard focus is on it, and read by screen readers as the control's description
 * (`aria-describedby`). Escape hides it. Never the only place of something people need: a touch
 * screen has no hover, and a disabled button takes neither focus nor hover.
 */
export function Tooltip({ open, defaultOpen = false, onOpenChange, ...rest }: TooltipProps) {
  const hasProvider = use(ProviderContext);
  const root = useOverlayRoot({ open, defaultOpen, onOpenChange });
  const tooltip = (
    <AnchorContext value={root.anchor}>
      <TooltipPrimitive.Root open={root.open} onOpenChange={root.setOpen} {...rest} />
    </AnchorContext>
  );
  // Radix's tooltip needs a provider: one of the app's, else one of its own with the same delays.
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}

export interface TooltipTriggerProps extends ComponentProps<typeof TooltipPrimitive.Trigger> {
  /**
   * Renders the child element (an `IconButton`, a `Button`, a link) as the trigger, with the
   * tooltip's props and behaviour merged onto it. It must take the keyboard focus.
   */
  asChild?: boolean;
}

/** The control the tooltip describes: usually an `IconButton`, with `asChild`. */
export function TooltipTrigger({ ref, ...rest }: TooltipTriggerProps) {
  const anchor = use(AnchorContext);
  const triggerRef = anchor?.triggerRef;
  const setRef = useMemo(() => composeRefs(ref, triggerRef), [ref, triggerRef]);
  return <TooltipPrimitive.Trigger ref={setRef} {...rest} />;
}

export interface TooltipContentProps extends AsChildProps, ComponentProps<typeof TooltipPrimitive.Content> {
  /**
   * Side of the trigger the tooltip shows on; it moves to the other side when there is no room.
   * @default 'top'
   */
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
  /**
   * How the tooltip lines up with its trigger: centred on it, or with their starting or ending edges lined up.
   * @default 'center'
   */
  align?: ComponentProps<typeof TooltipPrimitive.Content>['align'];
  /**
   * Gap between the trigger and the tooltip, in pixels (the arrow sits in it).
   * @default 6
   */
  sideOffset?: number;
  /**
   * Room kept between the tooltip and the edges of the screen, in pixels, when it has to move to fit.
   * @default 8
   */
  collisionPadding?: ComponentProps<typeof TooltipPrimitive.Content>['collisionPadding'];
  /**
   * Draws an arrow from the tooltip to its trigger.
   * @default true
   */
  arrow?: boolean;
  /**
   * Element the tooltip is portalled into.
   * @default document.body
   */
  container?: ComponentProps<typeof TooltipPrimitive.Portal>['container'];
}

/**
 * The tooltip itself (`role="tooltip"`): plain text, a few words, nothing to click. Portalled to
 * the end of `<body>`, in the colour scheme of where it opens. `className`, `ref` and the other
 * props go to it.
 */
export function TooltipContent({
  side = 'top',
  align = 'center',
  sideOffset = 6,
  collisionPadding = 8,
  arrow = true,
  container,
  className,
  children,
  ...rest
}: TooltipContentProps) {
  const anchor = use(AnchorContext);
  return (
    <TooltipPrimitive.Portal container={usePortalContainer(container)}>
      <TooltipPrimitive.Content
        side={side}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cx(styles.content, className)}
        data-cui-scheme={anchor?.scheme}
        {...rest}
      >
        {children}
        {arrow ? <TooltipPrimitive.Arrow className={styles.arrow} width={12} height={6} /> : null}
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
