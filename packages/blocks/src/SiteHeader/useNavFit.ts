import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How the header lays out its links, from the most to the least room they need: `row` beside the
 * brand and the actions, `stacked` on a row of their own below them, `compact` behind « Menu ».
 */
export type NavFit = 'row' | 'stacked' | 'compact';

/** Widths in pixels, each measured as if nothing had to wrap. */
export interface NavWidths {
  /** Content width of the header's row. */
  available: number;
  /** Gap between the brand, the links and the actions. */
  gap: number;
  brand: number;
  links: number;
  /** Zero when there are no actions. */
  actions: number;
}

// Subpixel rounding of the measured widths.
const TOLERANCE = 1;

/** The roomiest layout whose rows hold their content on one line. */
export function fitNav({ available, gap, brand, links, actions }: NavWidths): NavFit {
  const room = available + TOLERANCE;
  const actionsAfter = actions > 0 ? gap + actions : 0;
  if (brand + gap + links + actionsAfter <= room) return 'row';
  if (links <= room && brand + actionsAfter <= room) return 'stacked';
  return 'compact';
}

/** Width of a row's children side by side, each at its own width, whatever the row wraps. */
function naturalWidth(row: HTMLElement | null) {
  if (!row) return 0;
  const children = Array.from(row.children);
  const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
  const widths = children.reduce((sum, child) => sum + child.getBoundingClientRect().width, 0);
  return children.length > 0 ? widths + gap * (children.length - 1) : 0;
}

/**
 * Measures whether the links fit beside the brand and the actions, on a row of their own, or not
 * at all, and follows the header's width and its content's (a web font arriving, new labels).
 * `undefined` until measured, such as on the server or while hidden: the styles then go by the
 * screen's width.
 */
export function useNavFit(
  rowRef: RefObject<HTMLElement | null>,
  brandRef: RefObject<HTMLElement | null>,
  linksRef: RefObject<HTMLElement | null>,
  actionsRef: RefObject<HTMLElement | null>,
): NavFit | undefined {
  const [fit, setFit] = useState<NavFit>();

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const measure = () => {
      // A header rendered inside a hidden container (a closed panel, a page still being prepared)
      // has no width to measure: it keeps its last fit, and is measured once it is shown.
      if (row.getClientRects().length === 0) return;
      const style = getComputedStyle(row);
      setFit(
        fitNav({
          available: row.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0),
          gap: parseFloat(style.columnGap) || 0,
          brand: brandRef.current?.getBoundingClientRect().width ?? 0,
          links: naturalWidth(linksRef.current),
          actions: naturalWidth(actionsRef.current),
        }),
      );
    };
    const resizes = new ResizeObserver(measure);
    const observe = () => {
      resizes.disconnect();
      resizes.observe(row);
      if (brandRef.current) resizes.observe(brandRef.current);
      for (const container of [linksRef.current, actionsRef.current]) {
        for (const child of Array.from(container?.children ?? [])) resizes.observe(child);
      }
    };
    observe();
    measure();
    // Links or actions added later (a signed-in user replacing the guest actions) are measured too.
    const mutations = new MutationObserver(() => {
      observe();
      measure();
    });
    mutations.observe(row, { childList: true, subtree: true });
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [rowRef, brandRef, linksRef, actionsRef]);

  return fit;
}
