// Renders every route of the SSR build into the client build's HTML template:
// dist/index.html for `/fr/`, dist/<path>/index.html per route, dist/404.html for unknown paths.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(siteDir, 'dist');
const serverEntry = join(siteDir, 'dist-server', 'entry-server.js');

const { render, paths, basename } = await import(serverEntry);
const template = await readFile(join(distDir, 'index.html'), 'utf8');

// Hoistable elements React 19 emits ahead of the markup when it does not render <html> itself.
const leadingHoistables = /^(?:<title>[\s\S]*?<\/title>|<(?:meta|link|base)\b[^>]*>)*/;

function toDocument(rendered) {
  const [head] = rendered.match(leadingHoistables);
  const body = rendered.slice(head.length);
  if (!head.includes('<title>')) throw new Error('A page rendered without a <title>');
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html lost its <!--app-head--> / <!--app-html--> markers');
  }
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', body);
}

async function prerender(url, file) {
  const { html } = await render(url);
  const target = join(distDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, toDocument(html));
  console.log(`  ${url} -> dist/${file}`);
}

console.log('Prerendering:');
for (const path of paths()) {
  const file = path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
  await prerender(`${basename}${path === '/' ? '/' : path}`, file);
}
// Any path no route claims renders the catch-all route: the French 404 page.
await prerender(`${basename}/__page-introuvable__`, '404.html');

// The SSR bundle only exists to produce the HTML above.
await rm(join(siteDir, 'dist-server'), { recursive: true, force: true });
