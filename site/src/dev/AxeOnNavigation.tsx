import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { warnAboutViolations } from './axeReport';

/** Lets the new page settle first: its lazy code, its deferred widgets, its images. */
export const axeSettleDelayMs = 1000;

// axe refuses to start while a run is under way: runs wait for each other.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Development only (the dev server mounts it; builds never reach this module): after each
 * navigation, axe-core checks the page and every violation is logged as a console warning, as
 * the spec's runtime checks did for images without alt text and unnamed links, buttons and fields.
 */
export function AxeOnNavigation() {
  const { key } = useLocation();
  useEffect(() => {
    // A visitor who moves on before the page settled gets the next page checked instead.
    const timer = setTimeout(() => {
      queue = queue
        .then(() => import('axe-core'))
        .then(({ default: axe }) => warnAboutViolations(axe))
        .catch((error: unknown) => console.warn('[axe] The accessibility check could not run:', error));
    }, axeSettleDelayMs);
    return () => clearTimeout(timer);
  }, [key]);
  return null;
}
