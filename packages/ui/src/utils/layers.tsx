'use client';

import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { layerHost } from './layers.css';

/**
 * One layer system for every popup, whichever primitive draws it (Radix, Base UI).
 *
 * Each container (Dialog, AlertDialog, Sheet, Popover) renders a host inside its panel, and every
 * popup opened within it (a combobox's list, a listbox, a calendar, a menu, a tooltip, a nested
 * popover) mounts into that host rather than at the end of `<body>`. Inside the panel, a popup is
 * where each primitive's modal machinery expects the top layer to be: in the focus scope (Tab and
 * arrow keys stay in it), outside the `inert` and `aria-hidden` page, and under the panel's
 * `pointer-events`. The container then hands Escape and outside presses to the popup above it
 * (`useLayerDismiss`), and the toasts move into the top modal's host while it is open.
 */

const LayerHostContext = createContext<HTMLElement | null>(null);

/**
 * Where a popup mounts: the `container` its caller gave, else the host of the container it opened
 * in, else `<body>` (`undefined`, each primitive's default).
 */
export function usePortalContainer<T = HTMLElement>(container?: T | null): T | HTMLElement | undefined {
  const host = use(LayerHostContext);
  return container ?? host ?? undefined;
}

interface ModalLayer {
  host: HTMLElement;
  close: () => void;
}

/** The open modal containers, the top one last: the toasts follow the top one. */
let modals: ModalLayer[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const topModalHost = () => modals.at(-1)?.host ?? null;

/**
 * The host of the top open modal, or `null`: a toast region mounts there while a modal is open, so
 * that its toasts stay clickable and reachable with F8 above the inert page.
 */
export function useTopModalHost(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topModalHost, () => null);
}

/**
 * The host of a container's panel: render `host` last inside the panel and `provide(children)` around
 * what the panel holds. `modal`: the container makes the rest of the page inert, so the toasts move
 * into its host while it is open, and `close` closes it on an Escape a toast caught
 * (`escapeToTopModal`).
 */
export function useLayerHost(modal: boolean, close?: () => void) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const onClose = useEffectEvent(() => close?.());
  useEffect(() => {
    if (!modal || !host) return;
    const layer = { host, close: () => onClose() };
    modals = [...modals, layer];
    listeners.forEach((listener) => listener());
    return () => {
      modals = modals.filter((each) => each !== layer);
      listeners.forEach((listener) => listener());
    };
  }, [modal, host]);
  return {
    host,
    hostElement: <div ref={setHost} className={layerHost} data-cui-layer-host="" />,
    provide: (children: ReactNode) => <LayerHostContext value={host}>{children}</LayerHostContext>,
  };
}

/**
 * Gives an Escape to the top modal when the focus is in it (`target`, the focused element), and
 * says so: a toast raised while a modal is open is Radix's top layer, which alone hears Escape, and
 * would close itself and leave the modal open. The modal closes, unless a popup is open in it,
 * which closes itself.
 */
export function escapeToTopModal(target: EventTarget | null): boolean {
  const top = modals.at(-1);
  const panel = top?.host.parentElement;
  if (!top || !panel || !(target instanceof Node) || !panel.contains(target)) return false;
  if (!hasOpenLayer(top.host)) top.close();
  return true;
}

/**
 * Whether a popup of another family is open in `host`, above its container: Base UI marks its open
 * popups `data-open` (and keeps a listbox mounted once closed). Radix popups need no check: Radix
 * gives Escape and outside presses to its top layer already.
 */
export function hasOpenLayer(host: HTMLElement | null): boolean {
  return host?.querySelector(openLayer) != null;
}

const openLayer = [
  '[data-open]',
  '[data-radix-popper-content-wrapper] > :is([data-state="open"], [data-state$="-open"])',
].join(', ');

/**
 * The handlers a Radix container (Dialog, Sheet, Popover) gives its content so that Escape, a press
 * outside and a focus outside go to the popup open above it first: Radix listens for Escape on the
 * document in the capture phase, before the popup's own handler, and counts a press on the overlay
 * as outside even when a popup is open. The container keeps still; the popup closes itself.
 */
export function useLayerDismiss<E extends Event, P extends Event, F extends Event>(
  host: HTMLElement | null,
  handlers: {
    onEscapeKeyDown?: ((event: E) => void) | undefined;
    onPointerDownOutside?: ((event: P) => void) | undefined;
    onFocusOutside?: ((event: F) => void) | undefined;
  },
) {
  // Read as the press begins, in the capture phase: a Radix popup above closes on the same press,
  // before its container hears of it, and would no longer count.
  const openAtPress = useRef(false);
  useEffect(() => {
    if (!host) return;
    const document = host.ownerDocument;
    const read = () => {
      openAtPress.current = hasOpenLayer(host);
    };
    document.addEventListener('pointerdown', read, true);
    return () => document.removeEventListener('pointerdown', read, true);
  }, [host]);
  return {
    onEscapeKeyDown: (event: E) => {
      handlers.onEscapeKeyDown?.(event);
      if (!event.defaultPrevented && hasOpenLayer(host)) event.preventDefault();
    },
    onPointerDownOutside: (event: P) => {
      handlers.onPointerDownOutside?.(event);
      if (!event.defaultPrevented && (openAtPress.current || hasOpenLayer(host))) event.preventDefault();
    },
    onFocusOutside: (event: F) => {
      handlers.onFocusOutside?.(event);
      if (!event.defaultPrevented && hasOpenLayer(host)) event.preventDefault();
    },
  };
}
