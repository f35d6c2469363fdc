import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers of every answer that is not a page of the site: JSON is nothing to render, frame
 * or run, whatever a browser is tricked into loading it as. Hono's middleware with only these four
 * (the others it sets by default are the site's `_headers` business, not an API's); a header an
 * answer already carries (a page's own CSP) is kept.
 */
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xContentTypeOptions: true,
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  removePoweredBy: false,
  overwrite: false,
});
