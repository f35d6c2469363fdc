import { useEffect } from 'react';

/**
 * The toolbar's globals a framed example takes from its page: each frame loads its story alone, in
 * a window of its own, which reads its globals from its address and nowhere else.
 */
const toolbarGlobals = ['scheme', 'dir', 'locale'] as const;

/** A global's value as Storybook's `globals` query spells it (letters, digits, `-` and `_` only). */
const queryValue = (value: unknown) =>
  typeof value === 'string' && /^[\w-]+$/.test(value) ? value : typeof value === 'boolean' ? `!${value}` : undefined;

/**
 * Where a docs page's framed examples load from: the story in Storybook's embed mode, which renders
 * it without playing it (several play functions on one page would open menus and take the focus
 * from each other and from the reader), with the accessibility addon's automatic axe run off
 * (`a11y.manual`): no panel shows its result there, and each frame would load and run axe-core. The
 * story's own view keeps both, and the story tests run axe on every story. The page's toolbar
 * globals (`globals`: scheme, direction, built-in texts) go with it, so the frame shows the example
 * as the page around it does.
 */
export function docsFrameUrl(globals: Record<string, unknown> = {}): string {
  const entries = ['a11y.manual:!true'];
  for (const key of toolbarGlobals) {
    const value = queryValue(globals[key]);
    if (value !== undefined) entries.push(`${key}:${value}`);
  }
  return `iframe.html?embed=true&globals=${entries.join(';')}`;
}

/** The `globals` query of `docsFrameUrl(globals)`. */
const globalsQuery = (globals: Record<string, unknown>) =>
  new URLSearchParams(docsFrameUrl(globals).split('?')[1]).get('globals') ?? '';

/**
 * Keeps the page's framed examples on the toolbar's globals: the frames Storybook's story blocks
 * draw (`docs.story.inline: false`) take their address from `PREVIEW_URL` when they mount and never
 * again, so a change of the toolbar reloads each with the new globals in its address.
 */
export function useDocsFrameGlobals(globals: Record<string, unknown>) {
  const query = globalsQuery(globals);
  // Set while rendering, as the scheme is: the frames this render mounts read it as they mount.
  Object.assign(globalThis, { PREVIEW_URL: docsFrameUrl(globals) });
  useEffect(() => {
    for (const frame of Array.from(
      document.querySelectorAll<HTMLIFrameElement>('#storybook-docs iframe[src*="iframe.html"][src*="embed=true"]'),
    )) {
      const url = new URL(frame.getAttribute('src')!, location.href);
      if (url.searchParams.get('globals') === query) continue;
      url.searchParams.set('globals', query);
      frame.setAttribute('src', `${url.pathname.split('/').pop()}${url.search}`);
    }
  }, [query]);
}
