'use client';

import { useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { composeRefs } from '../../utils/composeRefs';

/** The size of the region and of its table, either of which can make it scroll. */
function observeSizes(element: HTMLElement, update: () => void): () => void {
  if (typeof ResizeObserver !== 'function') return () => undefined;
  const observer = new ResizeObserver(update);
  observer.observe(element);
  if (element.firstElementChild) observer.observe(element.firstElementChild);
  return () => observer.disconnect();
}

/**
 * The table's named region, a stop in the tab order only while its table is wider than it: a region
 * that scrolls must be reachable with the keyboard to be scrolled (WCAG 2.1.1), and one that does
 * not would be a stop with nothing to do. Focusable in the server HTML, before its width is known.
 * Measured before the browser paints or runs another task, so a region mounted on the client never
 * shows a tab stop it does not need, not even between the commit and the effects.
 */
export function TableScrollRegion({ ref, ...rest }: ComponentProps<'div'>) {
  const own = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => composeRefs(own, ref), [ref]);
  const [scrolls, setScrolls] = useState(true);
  useLayoutEffect(() => {
    const element = own.current;
    if (!element) return;
    const update = () => setScrolls(element.scrollWidth > element.clientWidth);
    update();
    return observeSizes(element, update);
  }, []);
  // Focusable only while it scrolls; the jsx-a11y rule cannot see that the tab stop is conditional.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <div ref={refs} role="region" tabIndex={scrolls ? 0 : undefined} {...rest} />;
}
