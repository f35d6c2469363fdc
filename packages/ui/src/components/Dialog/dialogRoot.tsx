// What the roots of Dialog and AlertDialog share with their content: the open state, whether it is
// modal, where the dialog is mounted (for its colour scheme) and what had the focus when it opened.
import {
  createContext,
  use,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefCallback,
  type RefObject,
} from 'react';
import { useInertOutside } from '../../utils/inertOutside';
import { useLayerHost } from '../../utils/layers';
import { useInheritedScheme } from '../../utils/useInheritedScheme';

interface DialogRootValue {
  open: boolean;
  modal: boolean;
  anchorRef: RefObject<HTMLTemplateElement | null>;
  onOpenChange: ((open: boolean) => void) | undefined;
}

const DialogRootContext = createContext<DialogRootValue | null>(null);
const noAnchor: RefObject<null> = { current: null };

/**
 * The open state of a dialog's root, controlled (`open`) or not (`defaultOpen`). The root keeps it
 * rather than leaving it to Radix, so that its content knows when it opens.
 */
export function useOpenState(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  return [open ?? uncontrolledOpen, setOpen];
}

/**
 * Hands the open state down to the content, and marks where the dialog is mounted: a dialog need
 * not have a trigger, so the root renders its own anchor for the content to read the scheme from.
 */
export function DialogRoot({
  open,
  modal = true,
  onOpenChange,
  children,
}: {
  open: boolean;
  modal?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const anchorRef = useRef<HTMLTemplateElement>(null);
  return (
    <DialogRootContext value={{ open, modal, anchorRef, onOpenChange }}>
      {/* A <template> never shows and is allowed anywhere, in a list or a table too. */}
      <template ref={anchorRef} />
      {children}
    </DialogRootContext>
  );
}

/** The scheme where the dialog is mounted, for `data-cui-scheme` on its portalled parts. */
export function useAnchoredScheme(): string | undefined {
  const root = use(DialogRootContext);
  return useInheritedScheme(root?.anchorRef ?? noAnchor, root?.open ?? false);
}

/**
 * Ref callbacks for a modal dialog's panel and overlay: while it is open, everything else on the page
 * is inert (see `inertOutside`), so the page behind takes neither focus nor clicks and is out of the
 * accessibility tree, widgets mounted after the dialog opened included.
 */
export function useInertPage(): [RefCallback<HTMLElement>, RefCallback<HTMLElement>] {
  return useInertOutside(useOpenModal());
}

/** Whether the dialog is open and modal: the page behind is inert and its toasts move into its layer host. */
export function useOpenModal(): boolean {
  const root = use(DialogRootContext);
  return Boolean(root?.open && root.modal);
}

/**
 * The layer host of a dialog's panel (see `useLayerHost`): while the dialog is open and modal, the
 * toasts move into it and an Escape that a toast above it caught closes it.
 */
export function useModalLayerHost() {
  const root = use(DialogRootContext);
  return useLayerHost(Boolean(root?.open && root.modal), () => root?.onOpenChange?.(false));
}

/**
 * The element a dialog opened from a menu gives the focus back to: the menu's trigger, as the menu
 * and its item are gone by the time the dialog closes. A menu names itself by its trigger
 * (`aria-labelledby`), a submenu by the item that opened it, inside its parent menu.
 */
function outsideMenus(element: HTMLElement): HTMLElement {
  let current = element;
  for (let menu = current.closest('[role="menu"]'); menu; menu = current.closest('[role="menu"]')) {
    const trigger = document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
    if (!trigger || trigger === current) break;
    current = trigger;
  }
  return current;
}

/**
 * The content's `onCloseAutoFocus`: gives the focus back to the element that had it when the dialog
 * opened, as the WAI-ARIA dialog pattern asks. Radix only gives it back to a trigger, so a dialog
 * opened another way (a controlled `open` set by a menu item, a row's button) would leave it on the
 * body, and a keyboard user would start again from the top of the page. When nothing had the focus
 * (a dialog open on arrival), Radix's own handling stays.
 */
export function useReturnFocus(onCloseAutoFocus: ((event: Event) => void) | undefined) {
  const open = use(DialogRootContext)?.open ?? false;
  const opener = useRef<HTMLElement | null>(null);
  // Read before Radix moves the focus into the dialog, which it does in a passive effect.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? outsideMenus(active) : null;
  }, [open]);
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    const element = opener.current;
    if (event.defaultPrevented || !element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}
