/**
 * The path a page is known by (`/fr/`, `/fr/about`), whatever file the build writes it to
 * (`/fr/index.html`, `/fr/about.html`): the path of canonical URLs, links and the current menu item.
 */
export function pagePath(url: URL): string {
  const path = url.pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  return path.endsWith('/') || path.includes('.') ? path : path.replace(/\/$/, '');
}
