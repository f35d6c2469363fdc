import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The colour scheme (`data-cui-scheme`) that applies where `anchorRef` sits, for content that a
 * component portals to the end of `<body>` and that would otherwise take the root's scheme. Put the
 * value on the portalled elements as `data-cui-scheme`.
 *
 * `anchorRef` is an element that stays in place: the trigger, or an empty element the component
 * renders where it is mounted. The scheme is read each time `open` turns true, before the browser
 * paints, so the content never shows in the wrong scheme. `undefined` when no ancestor sets a
 * scheme (the content then gets no attribute, as before), and until the first opening in the
 * browser: nothing is read during rendering, so the server's HTML and the first client render match.
 */
export function useInheritedScheme(anchorRef: RefObject<Element | null>, open: boolean): string | undefined {
  const [scheme, setScheme] = useState<string>();

  // Kept when the content closes, so its closing animation stays in the same scheme.
  useLayoutEffect(() => {
    if (!open) return;
    setScheme(anchorRef.current?.closest('[data-cui-scheme]')?.getAttribute('data-cui-scheme') ?? undefined);
  }, [anchorRef, open]);

  return scheme;
}
