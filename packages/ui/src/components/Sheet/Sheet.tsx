'use client';

import * as DialogPrimitive from 'radix-ui/dialog';
import { useMemo, type ComponentProps } from 'react';
import { X } from '../../icons/X';
import type { AsChildProps } from '../../utils/asChild';
import { composeRefs } from '../../utils/composeRefs';
import { cx } from '../../utils/cx';
import { useLayerDismiss } from '../../utils/layers';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import {
  DialogRoot,
  useAnchoredScheme,
  useInertPage,
  useModalLayerHost,
  useOpenState,
  useReturnFocus,
} from '../Dialog/dialogRoot';
import { useMessages } from '../LocaleProvider/context';
import { sheet as english } from '../LocaleProvider/en/sheet';
import type { sheetSides, sheetSizes } from './constants';
import * as styles from './Sheet.css';

export type SheetSide = (typeof sheetSides)[number];
export type SheetSize = (typeof sheetSizes)[number];

export interface SheetProps extends ComponentProps<typeof DialogPrimitive.Root> {
  /**
   * Whether the sheet is open, when controlled; use with `onOpenChange`, which asks to close it.
   * @default uncontrolled: the sheet keeps the state, starting from `defaultOpen`
   */
  open?: boolean;
  /**
   * Whether the sheet is open at first, when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called with `true` when the trigger opens the sheet, and with `false` on every way out: Escape,
   * a click on the overlay, the close button or a `SheetClose`.
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * `true`: the page behind is dimmed and out of reach (`inert`) while the sheet is open. `false`:
   * no overlay, and the page stays usable beside the sheet.
   * @default true
   */
  modal?: boolean;
}

/**
 * A panel that slides in from an edge of the screen over the page, for content that goes with it:
 * filters of a list, a mobile navigation, the details of a row. It is a dialog: it takes the focus,
 * keeps it inside until closed and gives it back to what opened it. Renders no element of its
 * own: put a `SheetTrigger` and a `SheetContent` inside.
 */
export function Sheet({ open, defaultOpen = false, onOpenChange, modal = true, children }: SheetProps) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setOpen} modal={modal}>
      <DialogRoot open={isOpen} modal={modal} onOpenChange={setOpen}>
        {children}
      </DialogRoot>
    </DialogPrimitive.Root>
  );
}

export interface SheetTriggerProps extends ComponentProps<typeof DialogPrimitive.Trigger> {
  /**
   * Renders the child element (a `Button`) as the trigger instead of a plain `<button>`.
   * @default false
   */
  asChild?: boolean;
}

/** The button that opens the sheet; focus comes back to it when the sheet closes. */
export function SheetTrigger(props: SheetTriggerProps) {
  return <DialogPrimitive.Trigger {...props} />;
}

export interface SheetContentProps extends AsChildProps, ComponentProps<typeof DialogPrimitive.Content> {
  /**
   * The edge the panel slides in from. `start` and `end` are logical: in a right-to-left page,
   * `end` is the left edge. `end` suits filters and details, `start` a navigation, `bottom` a
   * short choice on a phone.
   * @default 'end'
   */
  side?: SheetSide;
  /**
   * From `start` or `end`, the panel's width: `sm` 20 rem, `md` 26 rem, `lg` 36 rem; from `top`
   * or `bottom`, its largest height: 40, 60 or 80 % of the screen. `full` covers the screen.
   * A margin of the page always shows beside a panel narrower than `full`.
   * @default 'md'
   */
  size?: SheetSize;
  /**
   * Shows a close button (a cross) in the top corner, first in the tab order. Escape closes the
   * sheet anyway.
   * @default true
   */
  closeButton?: boolean;
  /**
   * Accessible name of the close button.
   * @default messages.sheet.closeLabel ('Close' in English, « Fermer » in French)
   */
  closeLabel?: string;
  /**
   * Called when the sheet opens, before focus moves to its first focusable element (the close
   * button when shown). To start elsewhere, call `event.preventDefault()` and focus it.
   */
  onOpenAutoFocus?: ComponentProps<typeof DialogPrimitive.Content>['onOpenAutoFocus'];
  /**
   * Called when the sheet has closed, before focus goes back to the element that had it when it
   * opened. Call `event.preventDefault()` to put it elsewhere.
   */
  onCloseAutoFocus?: ComponentProps<typeof DialogPrimitive.Content>['onCloseAutoFocus'];
  /**
   * Element the sheet is portalled into.
   * @default document.body
   */
  container?: ComponentProps<typeof DialogPrimitive.Portal>['container'];
}

/**
 * The panel itself, portalled to the end of `<body>` over a dimming overlay, flush with the `side`
 * it slides in from; it scrolls inside itself when its content is taller than the screen. The
 * slide stops when the reader asks for reduced motion. Name it with a `SheetTitle` and describe
 * it with a `SheetDescription` (or pass `aria-describedby={undefined}`). `className`, `ref` and
 * the other props go to the panel (`role="dialog"`).
 */
export function SheetContent({
  side = 'end',
  size = 'md',
  closeButton = true,
  closeLabel,
  container,
  onCloseAutoFocus,
  onEscapeKeyDown,
  onPointerDownOutside,
  onFocusOutside,
  className,
  children,
  ref,
  ...rest
}: SheetContentProps) {
  const text = useMessages('sheet', english);
  const scheme = useAnchoredScheme();
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  const [panelRef, overlayRef] = useInertPage();
  const refs = useMemo(() => composeRefs(ref, panelRef), [ref, panelRef]);
  const layer = useModalLayerHost();
  const dismiss = useLayerDismiss(layer.host, { onEscapeKeyDown, onPointerDownOutside, onFocusOutside });
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay ref={overlayRef} className={dialogStyles.overlay} data-cui-scheme={scheme} />
      <DialogPrimitive.Content
        ref={refs}
        className={cx(styles.panel({ side, size }), className)}
        data-side={side}
        data-size={size}
        data-cui-scheme={scheme}
        onCloseAutoFocus={returnFocus}
        {...dismiss}
        {...rest}
      >
        {closeButton ? (
          <DialogPrimitive.Close className={dialogStyles.closeButton}>
            <X className={dialogStyles.closeGlyph} aria-hidden="true" />
            <span className={visuallyHidden}>{closeLabel ?? text.closeLabel}</span>
          </DialogPrimitive.Close>
        ) : null}
        {layer.provide(children)}
        {layer.hostElement}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export type SheetHeaderProps = ComponentProps<'div'>;

/** Groups the title and its description at the top of the panel, clear of the close button. */
export function SheetHeader({ className, ...rest }: SheetHeaderProps) {
  return <div className={cx(dialogStyles.header, className)} {...rest} />;
}

export type SheetTitleProps = ComponentProps<typeof DialogPrimitive.Title> & AsChildProps;

/** The sheet's title, an `<h2>`; it is also the sheet's accessible name. */
export function SheetTitle({ className, ...rest }: SheetTitleProps) {
  return <DialogPrimitive.Title className={cx(dialogStyles.title, className)} {...rest} />;
}

export type SheetDescriptionProps = ComponentProps<typeof DialogPrimitive.Description> & AsChildProps;

/** A sentence under the title, read with the sheet's name when it opens. */
export function SheetDescription({ className, ...rest }: SheetDescriptionProps) {
  return <DialogPrimitive.Description className={cx(dialogStyles.description, className)} {...rest} />;
}

export type SheetFooterProps = ComponentProps<'div'>;

/**
 * The sheet's actions, at the bottom of the panel even when the content is short: at the end of a
 * row (the main one last), stacked at full width on phones. Put those that close the sheet inside
 * a `SheetClose`.
 */
export function SheetFooter({ className, ...rest }: SheetFooterProps) {
  return <div className={cx(dialogStyles.footer, styles.footer, className)} {...rest} />;
}

export interface SheetCloseProps extends ComponentProps<typeof DialogPrimitive.Close> {
  /**
   * Renders the child element (your own `Button`) as the closing control. Without it, the control
   * is an outline `Button`.
   * @default false
   */
  asChild?: boolean;
  /**
   * The button's text.
   * @default messages.sheet.closeLabel ('Close' in English, « Fermer » in French)
   */
  children?: ComponentProps<typeof DialogPrimitive.Close>['children'];
}

/**
 * Closes the sheet when pressed. Left empty, it is an outline button that says « Fermer »; give it
 * a text (« Annuler »), or wrap your own `Button` with `asChild` (« Afficher 24 offres »).
 */
export function SheetClose({ asChild = false, children, ...rest }: SheetCloseProps) {
  const text = useMessages('sheet', english);
  if (asChild)
    return (
      <DialogPrimitive.Close asChild {...rest}>
        {children}
      </DialogPrimitive.Close>
    );
  return (
    <DialogPrimitive.Close asChild {...rest}>
      <Button variant="outline">{children ?? text.closeLabel}</Button>
    </DialogPrimitive.Close>
  );
}
