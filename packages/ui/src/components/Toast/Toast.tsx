'use client';

import * as PortalPrimitive from 'radix-ui/portal';
import * as ToastPrimitive from 'radix-ui/toast';
import { useRef, useState, type ComponentProps } from 'react';
import { CircleCheck } from '../../icons/CircleCheck';
import { CircleX } from '../../icons/CircleX';
import { Info } from '../../icons/Info';
import { TriangleAlert } from '../../icons/TriangleAlert';
import { X } from '../../icons/X';
import { cx } from '../../utils/cx';
import { escapeToTopModal, useTopModalHost } from '../../utils/layers';
import { useInheritedScheme } from '../../utils/useInheritedScheme';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { useMessages } from '../LocaleProvider/context';
import { toast as english } from '../LocaleProvider/en/toast';
import type { toastTones, toastTypes } from './constants';
import * as styles from './Toast.css';
import type { AsChildProps } from '../../utils/asChild';

export type ToastTone = (typeof toastTones)[number];
export type ToastType = (typeof toastTypes)[number];

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleX } as const;

// As Alert: information and success wait for a pause, a warning or an error interrupts.
const defaultType: Record<ToastTone, ToastType> = {
  info: 'background',
  success: 'background',
  warning: 'foreground',
  danger: 'foreground',
};

export interface ToastViewportProps extends AsChildProps, ComponentProps<typeof ToastPrimitive.Viewport> {
  /**
   * Name of the region that holds the toasts, found among the page's landmarks; `{hotkey}` is
   * replaced by the keys that reach it.
   * @default messages.toast.viewportLabel ('Notifications ({hotkey})' in English)
   */
  label?: string;
  /**
   * Keys that move the focus to the toasts, as `KeyboardEvent.code` values or modifier names
   * (`['altKey', 'KeyT']`).
   * @default ['F8']
   */
  hotkey?: string[];
  /**
   * Element the region is portalled into.
   * @default document.body
   */
  container?: Element | DocumentFragment | null;
}

/**
 * The region the toasts appear in (`role="region"`, named « Notifications (F8) »), portalled to the
 * end of `<body>` and fixed in the bottom corner, above dialogs. F8 moves the focus to it, which
 * pauses the toasts' timers as hovering does; Tab then goes through the toasts and Escape closes
 * the focused one. Place one per `ToastProvider`, or a `Toaster`, which includes it.
 * `ref` and the other props go to the list of toasts (`<ol>`) inside the region.
 */
export function ToastViewport({ label, container, className, ...rest }: ToastViewportProps) {
  const text = useMessages('toast', english);
  // While a modal is open, the rest of the page is inert: the region moves into the modal's layer,
  // where its toasts stay clickable.
  const modalHost = useTopModalHost();
  return (
    // Out of any transformed or clipped parent of the app, and over its stacking contexts.
    <PortalPrimitive.Root asChild container={container ?? modalHost}>
      <ToastPrimitive.Viewport
        label={label ?? text.viewportLabel}
        className={cx(styles.viewport, className)}
        {...rest}
      />
    </PortalPrimitive.Root>
  );
}

export interface ToastProps extends AsChildProps, Omit<ComponentProps<typeof ToastPrimitive.Root>, 'type'> {
  /**
   * Whether the toast shows, when the parent holds the state; use with `onOpenChange`.
   * @default uncontrolled: the toast keeps the state, starting from `defaultOpen`
   */
  open?: boolean;
  /**
   * Whether the toast shows at first, when it holds its own state: mounting it usually means showing it.
   * @default true
   */
  defaultOpen?: boolean;
  /**
   * Called with `false` when the toast closes: its time is up, or the visitor pressed the close
   * button or the action, pressed Escape on it, or swiped it away.
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Milliseconds before the toast closes by itself, paused while the pointer is over the toasts or the
   * focus in them, and while the window is in the background. `Infinity` keeps it until it is closed.
   * @default the provider's `duration` (5000)
   */
  duration?: number;
  /**
   * Meaning of the message; each tone has its own icon, so colour is never the only signal.
   * @default 'info'
   */
  tone?: ToastTone;
  /**
   * How urgently screen readers announce it: `background` waits for a pause, `foreground` interrupts.
   * @default `'background'` for info and success, `'foreground'` for warning and danger
   */
  type?: ToastType;
}

/**
 * A short message about something that just happened (« Devis envoyé »), shown for a few seconds in
 * the `ToastViewport` and read out by screen readers. Compose it from `ToastTitle`,
 * `ToastDescription`, an optional `ToastAction` and a `ToastClose`; from an event handler, raise one
 * with `useToast()` instead. It follows the colour scheme of the place it is mounted in (a `Toaster`
 * for raised toasts). `ref` and the other props go to the toast (`<li>`).
 */
export function Toast({
  tone = 'info',
  type,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  onEscapeKeyDown,
  className,
  children,
  ...rest
}: ToastProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const anchorRef = useRef<HTMLTemplateElement>(null);
  const scheme = useInheritedScheme(anchorRef, open);
  const Icon = icons[tone];
  return (
    <>
      {/* The toast is portalled into the viewport: this empty element, where the toast is mounted,
          tells the colour scheme it is in. */}
      <template ref={anchorRef} />
      <ToastPrimitive.Root
        open={open}
        onOpenChange={setOpen}
        type={type ?? defaultType[tone]}
        className={cx(styles.toast({ tone }), className)}
        data-tone={tone}
        data-cui-scheme={scheme}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          // Radix closes the toast on an Escape pressed anywhere; in a modal, that Escape is the
          // modal's, and the toast stays to be read.
          const inToasts = event.target instanceof Element && event.target.closest(`.${styles.viewport}`) !== null;
          if (!event.defaultPrevented && !inToasts && escapeToTopModal(event.target)) event.preventDefault();
        }}
        {...rest}
      >
        {/* Hidden, so Radix leaves it out of the announced text too. */}
        <span className={styles.icon({ tone })} aria-hidden="true">
          <Icon />
        </span>
        {children}
      </ToastPrimitive.Root>
    </>
  );
}

export type ToastTitleProps = ComponentProps<typeof ToastPrimitive.Title> & AsChildProps;

// Radix announces a toast by joining the text nodes it holds, with nothing between them: the title
// and the description would run into one word (« envoyéNous »). Each ends with a space, which the
// layout drops at the end of a line.
const separator = ' ';

/** The toast's summary in a few words, in bold: « Devis envoyé ». */
export function ToastTitle({ className, children, ...rest }: ToastTitleProps) {
  return (
    <ToastPrimitive.Title className={cx(styles.title, className)} {...rest}>
      {children}
      {separator}
    </ToastPrimitive.Title>
  );
}

export type ToastDescriptionProps = ComponentProps<typeof ToastPrimitive.Description> & AsChildProps;

/** One sentence under the title, when the title is not enough. */
export function ToastDescription({ className, children, ...rest }: ToastDescriptionProps) {
  return (
    <ToastPrimitive.Description className={cx(styles.description, className)} {...rest}>
      {children}
      {separator}
    </ToastPrimitive.Description>
  );
}

export interface ToastActionProps extends Omit<ComponentProps<typeof ToastPrimitive.Action>, 'asChild'> {
  /**
   * How to do the same without the toast, read by screen readers in place of the button, which they
   * may not reach before the toast closes: « Annulez l’envoi depuis l’historique des demandes ».
   */
  altText: string;
}

/**
 * The one action a toast may offer about what it reports (« Annuler », « Voir »), as a small
 * outline button; pressing it also closes the toast. The action must be available elsewhere too:
 * say where in `altText`. `ref` and the other props go to the `<button>`.
 */
export function ToastAction({ className, children, ...rest }: ToastActionProps) {
  return (
    <ToastPrimitive.Action asChild {...rest}>
      <Button variant="outline" size="sm" className={cx(styles.action, className)}>
        {children}
      </Button>
    </ToastPrimitive.Action>
  );
}

export interface ToastCloseProps extends Omit<ComponentProps<typeof ToastPrimitive.Close>, 'asChild' | 'children'> {
  /**
   * Accessible name of the button, which shows a cross.
   * @default messages.toast.closeLabel ('Close the notification' in English)
   */
  label?: string;
}

/** The cross in the corner of a toast, which closes it. `ref` and the other props go to the `<button>`. */
export function ToastClose({ label, className, ...rest }: ToastCloseProps) {
  const text = useMessages('toast', english);
  return (
    <ToastPrimitive.Close asChild {...rest}>
      <IconButton
        variant="ghost"
        size="sm"
        icon={<X />}
        aria-label={label ?? text.closeLabel}
        className={cx(styles.close, className)}
      />
    </ToastPrimitive.Close>
  );
}
