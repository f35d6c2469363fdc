'use client';

import * as AlertDialogPrimitive from 'radix-ui/alert-dialog';
import { useMemo, type ComponentProps } from 'react';
import { composeRefs } from '../../utils/composeRefs';
import { cx } from '../../utils/cx';
import { useLayerDismiss } from '../../utils/layers';
import { Button, type ButtonProps } from '../Button';
import type { DialogSize } from '../Dialog/Dialog';
import * as dialogStyles from '../Dialog/Dialog.css';
import {
  DialogRoot,
  useAnchoredScheme,
  useInertPage,
  useModalLayerHost,
  useOpenState,
  useReturnFocus,
} from '../Dialog/dialogRoot';
import * as styles from './AlertDialog.css';
import type { alertDialogActionTones } from './constants';
import type { AsChildProps } from '../../utils/asChild';

export type AlertDialogActionTone = (typeof alertDialogActionTones)[number];

export interface AlertDialogProps extends ComponentProps<typeof AlertDialogPrimitive.Root> {
  /**
   * Whether the question is shown, when controlled; use with `onOpenChange`.
   * @default uncontrolled: the dialog keeps the state, starting from `defaultOpen`
   */
  open?: boolean;
  /**
   * Whether the question is shown at first, when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called with `true` when the trigger opens the dialog, and with `false` when the cancel or the
   * action button is pressed, or on Escape. A click outside does not close it.
   */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A question that interrupts to confirm an action with consequences, such as « Supprimer ce
 * document ? »: it waits for an answer, starts on the safe choice, and a click outside does not
 * close it. Renders no element of its own: put an `AlertDialogTrigger` and an `AlertDialogContent` inside.
 */
export function AlertDialog({ open, defaultOpen = false, onOpenChange, children }: AlertDialogProps) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  return (
    <AlertDialogPrimitive.Root open={isOpen} onOpenChange={setOpen}>
      <DialogRoot open={isOpen} onOpenChange={setOpen}>
        {children}
      </DialogRoot>
    </AlertDialogPrimitive.Root>
  );
}

export interface AlertDialogTriggerProps extends ComponentProps<typeof AlertDialogPrimitive.Trigger> {
  /**
   * Renders the child element (a `Button`) as the trigger instead of a plain `<button>`.
   * @default false
   */
  asChild?: boolean;
}

/** The button that asks the question; focus comes back to it when the dialog closes. */
export function AlertDialogTrigger(props: AlertDialogTriggerProps) {
  return <AlertDialogPrimitive.Trigger {...props} />;
}

export interface AlertDialogContentProps extends AsChildProps, ComponentProps<typeof AlertDialogPrimitive.Content> {
  /**
   * The panel's largest width, as `DialogContent`'s: `sm` suits a question and two buttons.
   * @default 'sm'
   */
  size?: DialogSize;
  /**
   * Called when the dialog has closed, before focus goes back to the element that had it when the
   * dialog opened. Call `event.preventDefault()` to put it elsewhere, for instance after the
   * action removed that element.
   */
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogPrimitive.Content>['onCloseAutoFocus'];
  /**
   * Element the dialog is portalled into.
   * @default document.body
   */
  container?: ComponentProps<typeof AlertDialogPrimitive.Portal>['container'];
}

/**
 * The question itself, portalled over a dimming overlay in Dialog's centred panel, with no close
 * button: the answer is one of its buttons, or Escape, which cancels. Focus starts on
 * `AlertDialogCancel`. Name it with an `AlertDialogTitle` and describe it with an
 * `AlertDialogDescription`. `className`, `ref` and the other props go to the panel (`role="alertdialog"`).
 */
export function AlertDialogContent({
  size = 'sm',
  container,
  onCloseAutoFocus,
  onEscapeKeyDown,
  className,
  children,
  ref,
  ...rest
}: AlertDialogContentProps) {
  const scheme = useAnchoredScheme();
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  const [panelRef, overlayRef] = useInertPage();
  const refs = useMemo(() => composeRefs(ref, panelRef), [ref, panelRef]);
  const layer = useModalLayerHost();
  const dismiss = useLayerDismiss(layer.host, { onEscapeKeyDown });
  return (
    <AlertDialogPrimitive.Portal container={container}>
      <AlertDialogPrimitive.Overlay ref={overlayRef} className={dialogStyles.overlay} data-cui-scheme={scheme} />
      <AlertDialogPrimitive.Content
        ref={refs}
        className={cx(dialogStyles.panel({ size }), className)}
        data-size={size}
        data-cui-scheme={scheme}
        onCloseAutoFocus={returnFocus}
        onEscapeKeyDown={dismiss.onEscapeKeyDown}
        {...rest}
      >
        {layer.provide(children)}
        {layer.hostElement}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export type AlertDialogHeaderProps = ComponentProps<'div'>;

/** Groups the title and its description at the top of the panel. */
export function AlertDialogHeader({ className, ...rest }: AlertDialogHeaderProps) {
  return <div className={cx(dialogStyles.header, className)} {...rest} />;
}

export type AlertDialogTitleProps = ComponentProps<typeof AlertDialogPrimitive.Title> & AsChildProps;

/** The question, an `<h2>`: « Supprimer ce document ? »; it is also the dialog's accessible name. */
export function AlertDialogTitle({ className, ...rest }: AlertDialogTitleProps) {
  return <AlertDialogPrimitive.Title className={cx(dialogStyles.title, className)} {...rest} />;
}

export type AlertDialogDescriptionProps = ComponentProps<typeof AlertDialogPrimitive.Description> & AsChildProps;

/** What the action will do and whether it can be undone, read with the question when it opens. */
export function AlertDialogDescription({ className, ...rest }: AlertDialogDescriptionProps) {
  return <AlertDialogPrimitive.Description className={cx(dialogStyles.description, className)} {...rest} />;
}

export type AlertDialogFooterProps = ComponentProps<'div'>;

/** The two answers, `AlertDialogCancel` then `AlertDialogAction`, at the end of a row; stacked on phones. */
export function AlertDialogFooter({ className, ...rest }: AlertDialogFooterProps) {
  return <div className={cx(dialogStyles.footer, className)} {...rest} />;
}

export type AlertDialogCancelProps = Omit<ButtonProps, 'variant'>;

/** The safe answer, an outline `Button` that closes the dialog; it has the focus when the dialog opens. */
export function AlertDialogCancel(props: AlertDialogCancelProps) {
  return (
    <AlertDialogPrimitive.Cancel asChild>
      <Button {...props} variant="outline" />
    </AlertDialogPrimitive.Cancel>
  );
}

export interface AlertDialogActionProps extends Omit<ButtonProps, 'variant'> {
  /**
   * `danger` paints the button red, for an action that destroys or cannot be undone (delete,
   * terminate); `default` is a primary button, for one that only has consequences (send, publish).
   * @default 'default'
   */
  tone?: AlertDialogActionTone;
}

/**
 * The answer that does it: a `Button` whose `onClick` runs the action, then closes the dialog. Name
 * it with the verb of the question, « Supprimer le document », never « OK ».
 */
export function AlertDialogAction({ tone = 'default', className, ...rest }: AlertDialogActionProps) {
  return (
    <AlertDialogPrimitive.Action asChild>
      <Button {...rest} variant="primary" data-tone={tone} className={cx(styles.action, className)} />
    </AlertDialogPrimitive.Action>
  );
}
