import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Which inline ends of a scrolling element hide content: `none`, `start`, `end` or `both`. */
export type ScrollOverflow = 'none' | 'start' | 'end' | 'both';

// Subpixel widths leave a scroll range of a fraction of a pixel that nobody can see.
const TOLERANCE = 1;

/** Reads which inline ends of `element` hide content; `scrollLeft` is negative in right-to-left text. */
export function readScrollOverflow(element: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>) {
  const hidden = element.scrollWidth - element.clientWidth;
  const scrolled = Math.abs(element.scrollLeft);
  const start = scrolled > TOLERANCE;
  const end = hidden - scrolled > TOLERANCE;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : 'none';
}

/**
 * Follows which inline ends of a horizontally scrolling element hide content, through its scrolling,
 * its resizing and its children's resizing (a web font arriving widens them).
 */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>): ScrollOverflow {
  const [overflow, setOverflow] = useState<ScrollOverflow>('none');
  const update = useCallback(() => {
    if (ref.current) setOverflow(readScrollOverflow(ref.current));
  }, [ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resizes = new ResizeObserver(update);
    const observeChildren = () => {
      resizes.disconnect();
      resizes.observe(element);
      for (const child of Array.from(element.children)) resizes.observe(child);
    };
    observeChildren();
    const mutations = new MutationObserver(() => {
      observeChildren();
      update();
    });
    mutations.observe(element, { childList: true });
    return () => {
      element.removeEventListener('scroll', update);
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [ref, update]);

  return overflow;
}
