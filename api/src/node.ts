// The chat API on Node (`@hono/node-server`): `npm start` runs it for the dev server, which
// forwards `/api` to it; for self-hosting it also serves the built site (SITE_DIR) on one origin.
// PORT (8787) and HOST (127.0.0.1) say where to listen; every setting is read in settings.ts.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { startMessageDelivery } from './messages/node';
import { createNodeApp } from './nodeApp';
import { readServerSettings, readSettings, type ChatApiEnv, type ServerEnv } from './settings';

export interface StartOptions {
  env?: ChatApiEnv & ServerEnv;
}

/** Starts the server; resolves once it listens, with its address. */
export async function startServer({ env = process.env }: StartOptions = {}): Promise<{
  server: ServerType;
  url: string;
}> {
  const { port, hostname, siteDir: siteFolder, ...limits } = readServerSettings(env);
  const siteDir = siteFolder === undefined ? undefined : resolve(siteFolder);
  const settings = readSettings(env);
  // The messages' store opens (and migrates) before the server listens: no message is taken that cannot be kept.
  await startMessageDelivery(env);
  const app = createNodeApp({ env, siteDir });
  return new Promise((done) => {
    const server = serve(
      {
        fetch: app.fetch,
        port,
        hostname,
        serverOptions: {
          headersTimeout: limits.headersTimeoutMs,
          // Node's request timeout must not be shorter than the headers'.
          requestTimeout: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
          // How often Node looks for connections past those timeouts (30 s by default): a second.
          connectionsCheckingInterval: 1_000,
        },
      },
      (info) => {
        const url = `http://${info.family === 'IPv6' ? `[${info.address}]` : info.address}:${info.port}`;
        console.log(`Chat API on ${url}/api/chat${siteDir ? `, the site from ${siteDir} on ${url}/fr/` : ''}`);
        console.log(
          settings.token
            ? `Model ${settings.model} at ${new URL(settings.upstreamUrl).origin}`
            : 'No GITHUB_TOKEN: the assistant answers with its prepared replies.',
        );
        done({ server, url });
      },
    );
    // Past the cap Node closes each new connection at once.
    (server as Server).maxConnections = limits.maxConnections;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { server } = await startServer();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      // Keep-alive connections would hold the close: they are dropped after a moment.
      setTimeout(() => process.exit(0), 2_000).unref();
    });
  }
}
