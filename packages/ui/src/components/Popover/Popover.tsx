'use client';

import * as PopoverPrimitive from 'radix-ui/popover';
import { createContext, use, useMemo, type ComponentProps } from 'react';
import { X } from '../../icons/X';
import { composeRefs } from '../../utils/composeRefs';
import { cx } from '../../utils/cx';
import { useLayerDismiss, useLayerHost, usePortalContainer } from '../../utils/layers';
import { useOverlayRoot, type OverlayAnchor } from '../../utils/useOverlayRoot';
import { IconButton } from '../IconButton';
import { useMessages } from '../LocaleProvider/context';
import { popover as english } from '../LocaleProvider/en/popover';
import * as styles from './Popover.css';
import type { AsChildProps } from '../../utils/asChild';

const AnchorContext = createContext<OverlayAnchor | null>(null);

export interface PopoverProps extends ComponentProps<typeof PopoverPrimitive.Root> {
  /**
   * Whether the popover is open, when controlled; use with `onOpenChange`.
   * @default uncontrolled: the popover keeps the state, starting from `defaultOpen`
   */
  open?: boolean;
  /**
   * Whether the popover is open at first, when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state when the popover opens or closes (trigger, Escape, a click outside, a close button). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Keeps the focus inside and makes the rest of the page inert while open. Leave it off for help
   * text and small forms, which people read beside the page they are on.
   * @default false
   */
  modal?: boolean;
}

/**
 * A panel of rich content that opens from a control and sits beside it, without covering the page:
 * help with a link, a short form. Not modal: Tab moves through it and on to the page, Escape or a
 * click outside closes it, and the focus goes back to its trigger.
 */
export function Popover({ open, defaultOpen = false, onOpenChange, ...rest }: PopoverProps) {
  const root = useOverlayRoot({ open, defaultOpen, onOpenChange });
  return (
    <AnchorContext value={root.anchor}>
      <PopoverPrimitive.Root open={root.open} onOpenChange={root.setOpen} {...rest} />
    </AnchorContext>
  );
}

export interface PopoverTriggerProps extends ComponentProps<typeof PopoverPrimitive.Trigger> {
  /** Renders the child element (a `Button`, an `IconButton`) as the trigger, with the popover's props and behaviour merged onto it. */
  asChild?: boolean;
}

/** The control that opens and closes the popover: usually a `Button` or an `IconButton`, with `asChild`. */
export function PopoverTrigger({ ref, ...rest }: PopoverTriggerProps) {
  const anchor = use(AnchorContext);
  const triggerRef = anchor?.triggerRef;
  const setRef = useMemo(() => composeRefs(ref, triggerRef), [ref, triggerRef]);
  return <PopoverPrimitive.Trigger ref={setRef} {...rest} />;
}

/**
 * The accessible name a `PopoverContent` must have, as a dialog: `aria-labelledby` with the id of
 * its heading, or `aria-label`. One or the other, not both.
 */
export type PopoverContentName =
  | {
      /** What the panel is about, in words, when it shows no heading: « Aide sur le numéro SIRET ». */
      'aria-label': string;
      'aria-labelledby'?: undefined;
    }
  | {
      'aria-label'?: undefined;
      /** The id of the heading at the top of the panel, which names it. */
      'aria-labelledby': string;
    };

export interface PopoverContentOwnProps extends Omit<
  ComponentProps<typeof PopoverPrimitive.Content>,
  'aria-label' | 'aria-labelledby'
> {
  /**
   * Side of the trigger the panel opens on; it moves to the other side when there is no room.
   * @default 'bottom'
   */
  side?: ComponentProps<typeof PopoverPrimitive.Content>['side'];
  /**
   * How the panel lines up with its trigger: centred on it, or with their starting or ending edges lined up.
   * @default 'center'
   */
  align?: ComponentProps<typeof PopoverPrimitive.Content>['align'];
  /**
   * Gap between the trigger and the panel, in pixels (the arrow sits in it).
   * @default 8
   */
  sideOffset?: number;
  /**
   * Room kept between the panel and the edges of the screen, in pixels, when it has to move to fit.
   * @default 8
   */
  collisionPadding?: ComponentProps<typeof PopoverPrimitive.Content>['collisionPadding'];
  /**
   * Draws an arrow from the panel to its trigger, for a panel that could be read as belonging to
   * another control nearby.
   * @default false
   */
  arrow?: boolean;
  /**
   * Shows a close button (×) in the panel's corner, for a pointer user who would not think of
   * clicking outside. Escape and a click outside close the panel either way.
   * @default false
   */
  closeButton?: boolean;
  /**
   * Accessible name of the close button.
   * @default messages.popover.closeLabel ('Close' in English)
   */
  closeLabel?: string;
  /**
   * Element the panel is portalled into.
   * @default document.body
   */
  container?: ComponentProps<typeof PopoverPrimitive.Portal>['container'];
}

/** The props of `PopoverContent`: its own and Radix's, and a required name. */
export type PopoverContentProps = PopoverContentOwnProps & PopoverContentName & AsChildProps;

/**
 * The panel (`role="dialog"`), portalled to the end of `<body>` and placed beside its trigger, in
 * the colour scheme of where it opens. Its props require a name (`aria-labelledby` or
 * `aria-label`). When it opens, the focus moves to its first field or button, else to the panel
 * itself. `className`, `ref` and the other props go to the panel.
 */
export function PopoverContent({
  side = 'bottom',
  align = 'center',
  sideOffset = 8,
  collisionPadding = 8,
  arrow = false,
  closeButton = false,
  closeLabel,
  container,
  onEscapeKeyDown,
  onPointerDownOutside,
  onFocusOutside,
  className,
  children,
  ...rest
}: PopoverContentProps) {
  const anchor = use(AnchorContext);
  const text = useMessages('popover', english);
  const layer = useLayerHost(false);
  const dismiss = useLayerDismiss(layer.host, { onEscapeKeyDown, onPointerDownOutside, onFocusOutside });
  return (
    <PopoverPrimitive.Portal container={usePortalContainer(container)}>
      <PopoverPrimitive.Content
        side={side}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cx(styles.content, className)}
        data-close-button={closeButton ? '' : undefined}
        data-cui-scheme={anchor?.scheme}
        {...dismiss}
        {...rest}
      >
        {layer.provide(children)}
        {/* Last in the panel, so that the focus lands on its first field rather than on the close button. */}
        {closeButton ? (
          <div className={styles.closeCorner}>
            <PopoverPrimitive.Close asChild>
              <IconButton variant="ghost" size="sm" icon={<X />} aria-label={closeLabel ?? text.closeLabel} />
            </PopoverPrimitive.Close>
          </div>
        ) : null}
        {arrow ? (
          <PopoverPrimitive.Arrow asChild width={16} height={8}>
            <svg className={styles.arrow} aria-hidden="true">
              {/* Open at the top: the stroke draws the two slanted edges, and the fill covers the panel's border between them. */}
              <path d="M0 0 L15 10 L30 0" />
            </svg>
          </PopoverPrimitive.Arrow>
        ) : null}
        {layer.hostElement}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}

export interface PopoverCloseProps extends ComponentProps<typeof PopoverPrimitive.Close> {
  /** Renders the child element (a `Button`, such as « Annuler ») as the close control. */
  asChild?: boolean;
}

/** Closes the popover: wrap a `Button` in it with `asChild`, such as « Annuler » under a small form. */
export function PopoverClose(props: PopoverCloseProps) {
  return <PopoverPrimitive.Close {...props} />;
}
