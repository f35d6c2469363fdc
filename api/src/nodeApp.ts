import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { createChatApp, type ChatAppOptions } from './app';
import { readSettings } from './settings';
import { createStaticHost } from './staticHost';

export interface NodeAppOptions extends Omit<ChatAppOptions, 'clientAddress'> {
  /** A publish folder (site/dist) to serve beside the API, for self-hosting. */
  siteDir?: string | undefined;
}

/**
 * The client's address on Node: the socket's, or with `TRUST_PROXY` the last address of
 * `X-Forwarded-For`, the one the trusted proxy in front of this server saw (any earlier one is
 * whatever the client claimed).
 */
export function nodeClientAddress(trustProxy: boolean) {
  return (c: Context): string | undefined => {
    if (trustProxy) {
      const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address;
    } catch {
      return undefined;
    }
  };
}

/** The chat API and, when `siteDir` is given, the built site, on one origin. */
export function createNodeApp({ siteDir, ...options }: NodeAppOptions): Hono {
  const { trustProxy } = readSettings(options.env);
  const app = new Hono();
  app.route('/', createChatApp({ ...options, clientAddress: nodeClientAddress(trustProxy) }));
  if (siteDir) {
    const site = createStaticHost(siteDir);
    app.on(['GET', 'HEAD'], '*', (c) => site.handle(c));
  }
  return app;
}
