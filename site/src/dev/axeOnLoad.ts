import { warnAboutViolations } from './axeReport';

/** Lets the page settle first: its islands, its fonts, its images. */
export const axeSettleDelayMs = 1000;

/**
 * Development only (site/build/siteHost.ts adds it to the dev server's pages; builds never reach
 * this module): once each page has settled, axe-core checks it and every violation is logged as a
 * console warning, as the spec's runtime checks did for images without alt text and unnamed links,
 * buttons and fields. Each page load is a navigation: one check per page.
 */
export function checkPageWhenSettled(): void {
  setTimeout(() => {
    import('axe-core')
      .then(({ default: axe }) => warnAboutViolations(axe))
      .catch((error: unknown) => console.warn('[axe] The accessibility check could not run:', error));
  }, axeSettleDelayMs);
}
