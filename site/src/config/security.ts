import { analyticsConfig } from './analytics';
import { chatConfig } from './chat';
import { mapOrigin } from './map';

// The hosts Google documents for a GA4 tag under a Content-Security-Policy.
const analyticsHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};

/** What the policy has to let through besides the site itself. */
export interface SecurityPolicyInput {
  /** The chat assistant's endpoint; a relative address stays on the site's own origin. */
  chatApiUrl: string;
  /** Whether a measurement id is configured, so that gtag.js may load once consented. */
  analytics: boolean;
  /** CSP sources (`'sha256-…'`) of the inline scripts the pages carry: the consent head script. */
  scriptHashes?: string[];
}

/** The origin of `url` when it names another host than the site, else null. */
function externalOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The site's Content-Security-Policy. Scripts come from the site only, plus the one inline script
 * named by its hash (the consent head script; JSON-LD is data, not script) and gtag.js when
 * analytics is configured; requests go to the chat endpoint
 * and, with analytics, to Google's collection hosts; the only frame is the map. Inline styles stay
 * allowed, as they run no code: components set CSS variables in `style` attributes, and Radix's
 * scroll lock writes a `<style>` element whose content varies, so no hash could name it.
 */
export function contentSecurityPolicy({ chatApiUrl, analytics, scriptHashes = [] }: SecurityPolicyInput): string {
  const chatOrigin = externalOrigin(chatApiUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...(analytics ? analyticsHosts.script : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(analytics ? analyticsHosts.img : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(chatOrigin ? [chatOrigin] : []), ...(analytics ? analyticsHosts.connect : [])],
    'frame-src': [mapOrigin],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Response headers of every page and asset, written to the host's `_headers` file by the build. */
export function securityHeaders(input: SecurityPolicyInput): Array<[name: string, value: string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(input)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** The headers of this build, from its chat and analytics settings and its pages' inline scripts. */
export const siteSecurityHeaders = (scriptHashes: string[] = []) =>
  securityHeaders({ chatApiUrl: chatConfig.apiUrl, analytics: analyticsConfig.measurementId !== null, scriptHashes });
