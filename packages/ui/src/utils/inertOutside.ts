import { useEffect, useState, type RefCallback } from 'react';

/**
 * How many open modals hold each element inert: a dialog opened from another one inerts the first,
 * and closing it must not release what the first still holds.
 */
const holds = new WeakMap<Element, number>();

/** Elements that stay as they are: they show nothing, and a live region must still announce. */
const untouched =
  'script, style, template, link, meta, [aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

/**
 * Makes everything outside `keep` inert: every sibling of each kept element and of each of their
 * ancestors up to `<body>`. An inert subtree can take neither focus nor clicks and leaves the
 * accessibility tree, which is what the WAI-ARIA dialog pattern asks of the page behind a modal
 * (`aria-hidden` alone leaves its links focusable, and Radix keeps the ancestors of any live region
 * or script out of it). Elements mounted later inside an inert subtree (a widget loaded after the
 * page) are inert too; an element added to `<body>` later (a menu or listbox the dialog opens) is
 * not. Elements the page had made inert itself stay inert. Returns the function that releases them.
 */
export function inertOutside(keep: ReadonlyArray<Element>): () => void {
  const kept = new Set<Element>();
  for (const element of keep) {
    for (let node: Element | null = element; node && !kept.has(node); node = node.parentElement) kept.add(node);
  }
  const held: Element[] = [];
  for (const node of kept) {
    const parent = node.parentElement;
    if (!parent || node.ownerDocument.documentElement === node) continue;
    for (const sibling of parent.children) {
      if (kept.has(sibling) || sibling.matches(untouched)) continue;
      const count = holds.get(sibling) ?? 0;
      if (count === 0 && sibling.hasAttribute('inert')) continue;
      if (count === 0) sibling.setAttribute('inert', '');
      holds.set(sibling, count + 1);
      held.push(sibling);
    }
  }
  return () => {
    for (const element of held) {
      const count = (holds.get(element) ?? 1) - 1;
      if (count > 0) {
        holds.set(element, count);
      } else {
        holds.delete(element);
        element.removeAttribute('inert');
      }
    }
  };
}

/**
 * While `active`, makes the page outside the elements given to the returned ref callbacks inert
 * (see `inertOutside`): for a modal's panel and its overlay, which are portalled and mounted after
 * the modal opens. Released as soon as `active` turns false, not when a closing animation ends, so
 * the page can take the focus back at once.
 */
export function useInertOutside(active: boolean): [RefCallback<HTMLElement>, RefCallback<HTMLElement>] {
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const [overlay, setOverlay] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // The panel arrives a render after the modal opens; Radix adds its focus guards to <body> in the
    // effects of the render that mounts it, which have run by the time this effect sees the panel.
    if (!active || !panel) return;
    return inertOutside(overlay ? [panel, overlay] : [panel]);
  }, [active, panel, overlay]);
  return [setPanel, setOverlay];
}
