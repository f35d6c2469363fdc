import { createHash } from 'node:crypto';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { bootScript } from './boot/bootScript';
import { SiteLocale } from './components/SiteLocale';
import { consentScript, CONSENT_CONTAINER_ID } from './features/consent/consentScript';
import { ConsentBanner } from './features/consent/CookieConsent';
import { prerenderPaths } from './prerenderPaths';
import { siteSecurityHeaders } from './config/security';
import { site } from './config/site';
import { basename, isNotFound, preloadPages, routerBasename } from './router';
import { routes } from './routes';

export { basename };

/** Public origin of the site, for the sitemap and robots.txt. */
export const origin = site.origin;

/** The inline scripts of every page's `<head>`, in order; the CSP allows each by its hash. */
export const headScripts = [consentScript, bootScript];
const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Security headers of every response, for the host's `_headers` file. */
export const securityHeaders = siteSecurityHeaders(headScripts.map(hash));

export { PAGE_MODULES_ID } from './boot/bootScript';

/**
 * The cookie banner as a first visit sees it, drawn into the HTML after the app's root so that it
 * is part of the first paint; the head script shows it, and its code takes over once loaded.
 */
export function renderConsentBanner(): string {
  const banner = renderToString(
    <SiteLocale>
      <StaticRouter location={routerBasename} basename={routerBasename}>
        <ConsentBanner onAcceptAll={() => {}} onRejectAll={() => {}} onAcceptSelection={() => {}} />
      </StaticRouter>
    </SiteLocale>,
    // Its own ids: the page's, drawn by another render, count from the same start.
    { identifierPrefix: 'consent-' },
  );
  return `<div id="${CONSENT_CONTAINER_ID}"><div data-prerendered="">${banner}</div></div>`;
}

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
      <SiteLocale>
        <StaticRouter location={url} basename={routerBasename}>
          <App />
        </StaticRouter>
      </SiteLocale>
    </StrictMode>,
  );
  const status = isNotFound(routes, pathname) ? 404 : 200;
  return { html, status, pages: [...new Set(pages)] };
}
