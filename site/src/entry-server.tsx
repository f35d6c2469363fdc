import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { prerenderPaths } from './prerenderPaths';
import { siteSecurityHeaders } from './config/security';
import { site } from './config/site';
import { basename, isNotFound, preloadPages } from './router';
import { routes } from './routes';

export { basename };

/** Public origin of the site, for the sitemap and robots.txt. */
export const origin = site.origin;

/** Security headers of every response, for the host's `_headers` file. */
export const securityHeaders = siteSecurityHeaders();

/** Paths to prerender, relative to the basename (`/`, `/about`, …). */
export const paths = (): string[] => prerenderPaths(routes);

/**
 * Renders one URL (`/fr/about`) to HTML, with the page modules it shows (their chunks are
 * preloaded in the HTML) and its status (404 for the catch-all page). React 19 puts
 * `<title>`/`<meta>`/`<link>` from the pages first in the returned string; the prerender script
 * moves them into `<head>`.
 */
export async function render(url: string): Promise<{ html: string; status: number; pages: string[] }> {
  const { pathname } = new URL(url, 'http://localhost');
  const pages = await preloadPages(routes, pathname);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url} basename={basename}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  const status = isNotFound(routes, pathname) ? 404 : 200;
  return { html, status, pages: [...new Set(pages)] };
}
