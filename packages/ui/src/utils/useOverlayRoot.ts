import { useMemo, useRef, useState, type RefObject } from 'react';
import { useInheritedScheme } from './useInheritedScheme';

/** What the root of a portalled overlay (menu, popover, tooltip) shares with its parts. */
export interface OverlayAnchor {
  /** Set by the trigger part: the element the content opens from. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The scheme where the trigger sits, for the portalled content's `data-cui-scheme` (see `useInheritedScheme`). */
  scheme: string | undefined;
}

interface OverlayState {
  /** The caller's `open`, when it controls the overlay. */
  open: boolean | undefined;
  /** The caller's `defaultOpen`, when it does not. */
  defaultOpen: boolean;
  /** The caller's `onOpenChange`. */
  onOpenChange: ((open: boolean) => void) | undefined;
}

/**
 * The open state of a Radix overlay's root, controlled by `open` or kept from `defaultOpen`, and the
 * anchor its parts share. Radix keeps its state to itself; the content needs it to read the scheme
 * of its trigger each time it opens, as it is portalled to the end of `<body>`, out of any `Theme`.
 */
export function useOverlayRoot({ open, defaultOpen, onOpenChange }: OverlayState) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const current = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const triggerRef = useRef<HTMLButtonElement>(null);
  const scheme = useInheritedScheme(triggerRef, current);
  const anchor = useMemo<OverlayAnchor>(() => ({ triggerRef, scheme }), [scheme]);
  return { open: current, setOpen, anchor };
}
