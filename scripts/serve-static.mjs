// A static file server for a built folder (the static Storybook, the package check's Vite app):
// `node scripts/serve-static.mjs <dir> [port]`, or `serveStatic(dir, port)` from a script. sirv
// serves the files as a static host does: `index.html` for a folder, 404 otherwise, and the caching
// headers a browser keeps files by. The bundler's content-hashed files (`assets/`) are cached for a
// year; every other file is revalidated by its ETag. Without them a browser fetches and compiles
// every script again on each page, which made opening the static Storybook's docs pages one after
// another cost a third more of the machine.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

/**
 * Serves `root` on 127.0.0.1:`port` (0: a free port) and resolves once it listens.
 * @param {string} root
 * @param {number} port
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function serveStatic(root, port) {
  const files = sirv(root, {
    etag: true,
    dotfiles: false,
    setHeaders: (response, pathname) => {
      if (pathname.startsWith('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const server = createServer((request, response) =>
    files(request, response, () => {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    }),
  );
  return new Promise((resolveListening) =>
    server.listen(port, '127.0.0.1', () => {
      const { port: listening } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolveListening({
        origin: `http://127.0.0.1:${listening}`,
        close: () => new Promise((resolveClosed) => server.close(() => resolveClosed())),
      });
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dirArgument, portArgument] = process.argv.slice(2);
  if (!dirArgument) {
    console.error('Usage: node scripts/serve-static.mjs <dir> [port]');
    process.exit(1);
  }
  const root = resolve(dirArgument);
  const { origin } = await serveStatic(root, Number(portArgument ?? process.env.PORT ?? 6006));
  console.log(`Serving ${root} on ${origin}`);
}
