'use client';

import * as DialogPrimitive from 'radix-ui/dialog';
import { useMemo, type ComponentProps } from 'react';
import { X } from '../../icons/X';
import { composeRefs } from '../../utils/composeRefs';
import { cx } from '../../utils/cx';
import { useLayerDismiss } from '../../utils/layers';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { useMessages } from '../LocaleProvider/context';
import { dialog as english } from '../LocaleProvider/en/dialog';
import type { dialogSizes } from './constants';
import * as styles from './Dialog.css';
import {
  DialogRoot,
  useAnchoredScheme,
  useInertPage,
  useModalLayerHost,
  useOpenState,
  useReturnFocus,
} from './dialogRoot';
import type { AsChildProps } from '../../utils/asChild';

export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps extends ComponentProps<typeof DialogPrimitive.Root> {
  /**
   * Whether the dialog is open, when controlled; use with `onOpenChange`, which asks to close it.
   * @default uncontrolled: the dialog keeps the state, starting from `defaultOpen`
   */
  open?: boolean;
  /**
   * Whether the dialog is open at first, when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called with `true` when the trigger opens the dialog, and with `false` on every way out: Escape,
   * a click on the overlay, the close button or a `DialogClose`.
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * `true`: the page behind is dimmed and out of reach: everything outside the dialog is `inert`
   * (no focus, no clicks, out of the accessibility tree), widgets mounted after it opened included,
   * as with a native `<dialog>` opened by `showModal()`. Live regions that are direct children of
   * `<body>` keep announcing. `false`: no overlay, and the page stays usable while the dialog is open.
   * @default true
   */
  modal?: boolean;
}

/**
 * A window over the page for a task or a message that needs attention before going back to the
 * page: it takes the focus, keeps it inside until closed and gives it back to what opened it.
 * Renders no element of its own: put a `DialogTrigger` and a `DialogContent` inside.
 */
export function Dialog({ open, defaultOpen = false, onOpenChange, modal = true, children }: DialogProps) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setOpen} modal={modal}>
      <DialogRoot open={isOpen} modal={modal} onOpenChange={setOpen}>
        {children}
      </DialogRoot>
    </DialogPrimitive.Root>
  );
}

export interface DialogTriggerProps extends ComponentProps<typeof DialogPrimitive.Trigger> {
  /**
   * Renders the child element (a `Button`) as the trigger instead of a plain `<button>`.
   * @default false
   */
  asChild?: boolean;
}

/** The button that opens the dialog; focus comes back to it when the dialog closes. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <DialogPrimitive.Trigger {...props} />;
}

export interface DialogContentProps extends AsChildProps, ComponentProps<typeof DialogPrimitive.Content> {
  /**
   * The panel's largest width: `sm` for a short message, `md` for most dialogs and short forms, `lg`
   * for long forms and tables. Narrower screens get the whole width but a margin.
   * @default 'md'
   */
  size?: DialogSize;
  /**
   * Shows a close button (a cross) in the top corner, first in the tab order. Leave it on unless
   * the footer's buttons are the only ways out you want to offer; Escape closes the dialog anyway.
   * @default true
   */
  closeButton?: boolean;
  /**
   * Accessible name of the close button.
   * @default messages.dialog.closeLabel ('Close' in English)
   */
  closeLabel?: string;
  /**
   * Called when the dialog opens, before focus moves to its first focusable element (the close
   * button when shown). To start on a form's first field, call `event.preventDefault()` and focus it.
   */
  onOpenAutoFocus?: ComponentProps<typeof DialogPrimitive.Content>['onOpenAutoFocus'];
  /**
   * Called when the dialog has closed, before focus goes back to the element that had it when the
   * dialog opened (the trigger, or the button that set `open`). Call `event.preventDefault()` to
   * put it elsewhere.
   */
  onCloseAutoFocus?: ComponentProps<typeof DialogPrimitive.Content>['onCloseAutoFocus'];
  /**
   * Element the dialog is portalled into.
   * @default document.body
   */
  container?: ComponentProps<typeof DialogPrimitive.Portal>['container'];
}

/**
 * The window itself, portalled to the end of `<body>` over a dimming overlay: a centred panel that
 * scrolls inside itself when its content is taller than the screen, with a close button in the
 * corner. It takes the colour scheme of the place the `Dialog` is in. Name it with a `DialogTitle`
 * and describe it with a `DialogDescription` (or pass `aria-describedby={undefined}`).
 * `className`, `ref` and the other props go to the panel (`role="dialog"`), not to the overlay.
 */
export function DialogContent({
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
}: DialogContentProps) {
  const text = useMessages('dialog', english);
  const scheme = useAnchoredScheme();
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  const [panelRef, overlayRef] = useInertPage();
  const refs = useMemo(() => composeRefs(ref, panelRef), [ref, panelRef]);
  const layer = useModalLayerHost();
  const dismiss = useLayerDismiss(layer.host, { onEscapeKeyDown, onPointerDownOutside, onFocusOutside });
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay ref={overlayRef} className={styles.overlay} data-cui-scheme={scheme} />
      <DialogPrimitive.Content
        ref={refs}
        className={cx(styles.panel({ size }), className)}
        data-size={size}
        data-cui-scheme={scheme}
        onCloseAutoFocus={returnFocus}
        {...dismiss}
        {...rest}
      >
        {closeButton ? (
          <DialogPrimitive.Close className={styles.closeButton}>
            <X className={styles.closeGlyph} aria-hidden="true" />
            <span className={visuallyHidden}>{closeLabel ?? text.closeLabel}</span>
          </DialogPrimitive.Close>
        ) : null}
        {layer.provide(children)}
        {layer.hostElement}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export type DialogHeaderProps = ComponentProps<'div'>;

/** Groups the title and its description at the top of the panel, clear of the close button. */
export function DialogHeader({ className, ...rest }: DialogHeaderProps) {
  return <div className={cx(styles.header, className)} {...rest} />;
}

export type DialogTitleProps = ComponentProps<typeof DialogPrimitive.Title> & AsChildProps;

/** The dialog's title, an `<h2>`; it is also the dialog's accessible name. */
export function DialogTitle({ className, ...rest }: DialogTitleProps) {
  return <DialogPrimitive.Title className={cx(styles.title, className)} {...rest} />;
}

export type DialogDescriptionProps = ComponentProps<typeof DialogPrimitive.Description> & AsChildProps;

/** A sentence under the title, read with the dialog's name when it opens. */
export function DialogDescription({ className, ...rest }: DialogDescriptionProps) {
  return <DialogPrimitive.Description className={cx(styles.description, className)} {...rest} />;
}

export type DialogFooterProps = ComponentProps<'div'>;

/**
 * The dialog's actions, at the end of a row (the main one last), stacked at full width on phones.
 * Put the buttons that close the dialog inside a `DialogClose`.
 */
export function DialogFooter({ className, ...rest }: DialogFooterProps) {
  return <div className={cx(styles.footer, className)} {...rest} />;
}

export interface DialogCloseProps extends ComponentProps<typeof DialogPrimitive.Close> {
  /**
   * Renders the child element (a `Button`) as the closing control instead of a plain `<button>`.
   * @default false
   */
  asChild?: boolean;
}

/** Closes the dialog when pressed, as « Annuler » does; wrap a `Button` with `asChild`. */
export function DialogClose(props: DialogCloseProps) {
  return <DialogPrimitive.Close {...props} />;
}
