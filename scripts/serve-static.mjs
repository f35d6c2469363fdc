// A plain static file server for a built folder (the static Storybook): `node scripts/serve-static.mjs <dir> [port]`.
// Serves files as they are, `index.html` for a folder, 404 otherwise; no rewrites, like any static host.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [dirArgument, portArgument] = process.argv.slice(2);
if (!dirArgument) {
  console.error('Usage: node scripts/serve-static.mjs <dir> [port]');
  process.exit(1);
}
const root = resolve(dirArgument);
const port = Number(portArgument ?? process.env.PORT ?? 6006);

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

async function fileFor(pathname) {
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

createServer(async (request, response) => {
  const file = await fileFor(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`Serving ${root} on http://127.0.0.1:${port}`));
