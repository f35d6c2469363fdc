import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { prerenderPaths } from './prerenderPaths';
import { siteSecurityHeaders } from './config/security';
import { site } from './config/site';
import { basename } from './router';
import { routes } from './routes';

export { basename };

/** Public origin of the site, for the sitemap and robots.txt. */
export const origin = site.origin;

/** Security headers of every response, for the host's `_headers` file. */
export const securityHeaders = siteSecurityHeaders();

/** Paths to prerender, relative to the basename (`/`, `/about`, …). */
export const paths = (): string[] => prerenderPaths(routes);

const handler = createStaticHandler(routes, { basename });

/**
 * Renders one URL (`/fr/about`) to HTML. React 19 puts `<title>`/`<meta>`/`<link>` from the
 * pages first in the returned string; the prerender script moves them into `<head>`.
 */
export async function render(url: string): Promise<{ html: string; status: number; pages: string[] }> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${url} answered with a ${context.status} response; prerendering needs a page`);
  }
  if (context.errors) {
    throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      {/* No inline hydration script (the CSP allows none): no route has a loader, so the
          browser router starts from the same state without it. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  // The page modules shown, for the prerender to preload their chunks (see PageHandle).
  const pages = context.matches.flatMap(({ route }) => {
    const { handle } = route as { handle?: unknown };
    return typeof handle === 'object' && handle !== null && 'page' in handle && typeof handle.page === 'string'
      ? [handle.page]
      : [];
  });
  return { html, status: context.statusCode, pages };
}
