'use client';

import * as ToastPrimitive from 'radix-ui/toast';
import { createContext, use, useId, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useDirection } from '../DirectionProvider';
import { useMessages } from '../LocaleProvider/context';
import { toast as english } from '../LocaleProvider/en/toast';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastTitle,
  ToastViewport,
  type ToastTone,
  type ToastViewportProps,
} from './Toast';

export interface ToastProviderProps extends ComponentProps<typeof ToastPrimitive.Provider> {
  /**
   * Word told to screen readers before the text of each toast as it is announced.
   * @default messages.toast.label ('Notification' in English)
   */
  label?: string;
  /**
   * Milliseconds before a toast closes by itself, unless it sets its own `duration`.
   * @default 5000
   */
  duration?: number;
  /**
   * Direction in which a pointer or a finger swipes a toast away: toward the edge the toasts sit
   * against.
   * @default 'right', or 'left' under a right-to-left `DirectionProvider`
   */
  swipeDirection?: 'right' | 'left' | 'up' | 'down';
  /**
   * Distance in pixels a swipe must cover to close the toast; a shorter one puts it back.
   * @default 50
   */
  swipeThreshold?: number;
  /**
   * Where the announcements are written, for a modal dialog that hides the rest of the page.
   * @default document.body
   */
  announcerContainer?: Element | DocumentFragment;
  /** The app, or the part of it that shows toasts, with a `Toaster` or a `ToastViewport`. */
  children?: ReactNode;
}

/** The one button a raised toast may offer, as `ToastAction`. */
export interface ToastActionOptions {
  /** Text of the button: a verb, « Annuler ». */
  label: ReactNode;
  /** How to do the same without the toast, read by screen readers in place of the button (`ToastAction`'s `altText`). */
  altText: string;
  /** Called when the button is pressed; the toast then closes. */
  onClick: () => void;
}

/** What `toast()` shows. */
export interface ToastOptions {
  /**
   * Raising a toast with the id of one that is shown replaces it in place (« Envoi… », then « Envoyé »).
   * @default an id made by the provider
   */
  id?: string;
  /** The summary in a few words, in bold. */
  title?: ReactNode;
  /** One sentence under the title. */
  description?: ReactNode;
  /**
   * Meaning of the message, with its icon.
   * @default 'info'
   */
  tone?: ToastTone;
  /**
   * Milliseconds before it closes by itself; `Infinity` keeps it until closed.
   * @default the provider's `duration`; `Infinity` with an `action`, so the action does not vanish
   */
  duration?: number;
  /** One action about what the toast reports. */
  action?: ToastActionOptions;
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast in the `Toaster`, and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes the toast with this id, or every toast when called without one. */
  dismiss: (id?: string) => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

// The queue lives in each provider's state: nothing is shared between two apps on a page, nor
// between two requests rendered on one server.
const ToastApiContext = createContext<ToastApi | null>(null);
const ToastQueueContext = createContext<readonly ToastEntry[]>([]);

/**
 * Wraps the app (or the part that shows toasts) once: it sets the toasts' duration, how they are
 * announced and swiped, and holds the toasts raised with `useToast()`, which a `Toaster` shows.
 */
export function ToastProvider({
  label,
  duration = 5000,
  swipeDirection: swipeDirectionProp,
  children,
  ...rest
}: ToastProviderProps) {
  const text = useMessages('toast', english);
  // The toasts stack against the inline end of the screen: the right, or the left in right-to-left.
  const direction = useDirection();
  const swipeDirection = swipeDirectionProp ?? (direction === 'rtl' ? 'left' : 'right');
  const [entries, setEntries] = useState<ToastEntry[]>([]);
  const idPrefix = useId();
  const raised = useRef(0);
  const api = useMemo<ToastApi>(
    () => ({
      toast: (options) => {
        raised.current += 1;
        const id = options.id ?? `${idPrefix}toast-${raised.current}`;
        const entry: ToastEntry = { ...options, id, open: true };
        // Toasts closed before are dropped here rather than when they close, so that their exit
        // animation plays to its end.
        setEntries((current) => {
          const shown = current.filter((item) => item.open);
          return shown.some((item) => item.id === id)
            ? shown.map((item) => (item.id === id ? entry : item))
            : [...shown, entry];
        });
        return id;
      },
      dismiss: (id) =>
        setEntries((current) =>
          current.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
        ),
    }),
    [idPrefix],
  );
  return (
    <ToastApiContext value={api}>
      <ToastQueueContext value={entries}>
        <ToastPrimitive.Provider
          label={label ?? text.label}
          duration={duration}
          swipeDirection={swipeDirection}
          {...rest}
        >
          {children}
        </ToastPrimitive.Provider>
      </ToastQueueContext>
    </ToastApiContext>
  );
}

/**
 * Raises toasts from an event handler: `const { toast } = useToast();` then
 * `toast({ title: 'Devis envoyé', tone: 'success' })`. Needs a `ToastProvider` around the
 * component and a `Toaster` in it.
 */
export function useToast(): ToastApi {
  const api = use(ToastApiContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> around the component that calls it.');
  return api;
}

export type ToasterProps = ToastViewportProps;

/**
 * Shows the toasts raised with `useToast()`, in a `ToastViewport` of its own. Place it once, inside
 * the `ToastProvider`; raised toasts take the colour scheme of the place it is in. `ref` and the
 * other props go to the viewport's list, as on `ToastViewport`.
 */
export function Toaster(props: ToasterProps) {
  const entries = use(ToastQueueContext);
  const { dismiss } = useToast();
  return (
    <>
      {entries.map(({ id, open, title, description, tone, duration, action }) => (
        <Toast
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          tone={tone}
          duration={duration ?? (action ? Infinity : undefined)}
        >
          {title ? <ToastTitle>{title}</ToastTitle> : null}
          {description ? <ToastDescription>{description}</ToastDescription> : null}
          {action ? (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport {...props} />
    </>
  );
}
