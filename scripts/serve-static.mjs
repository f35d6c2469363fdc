// A plain static file server for a built folder (the static Storybook, the package check's Vite app):
// `node scripts/serve-static.mjs <dir> [port]`, or `serveStatic(dir, port)` from a script. Serves
// files as they are, `index.html` for a folder, 404 otherwise; no rewrites, like any static host.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

async function fileFor(root, pathname) {
  const file = normalize(join(root, decodeURIComponent(pathname)));
  if (file !== root && !file.startsWith(`${root}/`)) return null;
  try {
    const info = await stat(file);
    if (info.isFile()) return file;
    if (info.isDirectory()) return (await stat(join(file, 'index.html'))).isFile() ? join(file, 'index.html') : null;
  } catch {
    return null;
  }
  return null;
}

/**
 * Serves `root` on 127.0.0.1:`port` (0: a free port) and resolves once it listens.
 * @param {string} root
 * @param {number} port
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function serveStatic(root, port) {
  const server = createServer(async (request, response) => {
    const file = await fileFor(root, new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
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
