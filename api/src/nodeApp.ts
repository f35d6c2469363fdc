import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { chatRouter, type ChatAppOptions } from './chat/app';
import { createNodeMessagesApp } from './messages/node';
import { apiSecurityHeaders } from './securityHeaders';
import { readSettings } from './settings';
import { hostPath, staticSite, type StaticSiteEnv } from './staticHost';

export interface NodeAppOptions extends Omit<ChatAppOptions, 'clientAddress'> {
  /** A publish folder (site/dist) to serve beside the API, for self-hosting. */
  siteDir?: string | undefined;
}

/**
 * The client's address on Node: the socket's, or with `TRUST_PROXY` the last address of
 * `X-Forwarded-For`, the one the trusted proxy in front of this server saw (any earlier one is
 * whatever the client claimed). A last entry that is no IP address is not the proxy's: the socket
 * counts, so that a client cannot become a new one by sending a new string.
 */
export function nodeClientAddress(trustProxy: boolean) {
  return (c: Context): string | undefined => {
    if (trustProxy) {
      const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
      if (forwarded && isIP(forwarded)) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address;
    } catch {
      return undefined;
    }
  };
}

type NodeAppEnv = StaticSiteEnv;

/**
 * The chat API and, when `siteDir` is given, the built site, on one origin. Every answer carries
 * security headers: the site's from its `_headers` file, any other (API, preflight, 404 of a method
 * or path nobody serves, refusal) the strict set of the API. A path that cannot be decoded or holds
 * a control character is refused with 400 before any route sees it. Sub-apps mounted with
 * `app.route('/', …)` get both.
 */
export function createNodeApp({ siteDir, ...options }: NodeAppOptions): Hono<NodeAppEnv> {
  const { trustProxy } = readSettings(options.env);
  const app = new Hono<NodeAppEnv>();
  app.use(async (c, next) => {
    if (hostPath(new URL(c.req.url).pathname) === null) {
      c.res = c.text('Requête invalide.', 400);
    } else {
      await next();
    }
    // The site's answers carry its `_headers`; any other gets the API's, after the fact: which
    // answer is the site's is known only once it is made.
    if (!c.get('fromSite')) await apiSecurityHeaders(c, () => Promise.resolve());
  });
  app.route('/api/chat', chatRouter({ ...options, clientAddress: nodeClientAddress(trustProxy) }));
  app.route('/', createNodeMessagesApp({ env: options.env, clientAddress: nodeClientAddress(trustProxy) }));
  // Last: a GET the API does not answer is the site's.
  if (siteDir) app.route('/', staticSite(siteDir));
  return app;
}
