// The publish folder: what a static host serves as it is, its root being the host's root. It holds
// the host's own files (_headers, _redirects, robots.txt, sitemap.xml, 404.html) and the site under
// fr/, the base path of every route. Each page is `<path>.html` (`/fr/about` → fr/about.html), the
// home fr/index.html: hosts serve `/fr/about` from about.html as it is, while about/index.html
// would make them redirect `/fr/about` to `/fr/about/` first.
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = fileURLToPath(new URL('..', import.meta.url));

/** The folder of the publish folder that holds the site: `/fr/…` is served from `fr/…`. */
export const baseFolder = 'fr';

/**
 * The publish folder named by SITE_DIST_DIR: a folder of site/ (`dist`, the default, or
 * `dist-e2e-chat`), or an absolute path (a copy of a build, as `npm run bench` serves).
 * @param {string | undefined} [name]
 * @returns {string}
 */
export function publishDir(name = process.env.SITE_DIST_DIR || 'dist') {
  if (isAbsolute(name)) return name;
  if (!/^[\w.-]+$/.test(name) || /^\.+$/.test(name)) {
    throw new Error(`SITE_DIST_DIR must name a folder of site/, such as dist-e2e-chat, or be absolute (got ${name})`);
  }
  return join(siteDir, name);
}

/**
 * The file of the page at `path` (`/fr/`, `/fr/about`), relative to the publish folder.
 * @param {string} path
 * @returns {string}
 */
export function pageFile(path) {
  const prefix = `/${baseFolder}/`;
  if (path !== `/${baseFolder}` && !path.startsWith(prefix)) throw new Error(`${path} is not under ${prefix}`);
  const rest = path.slice(prefix.length).replace(/\/$/, '');
  return join(baseFolder, rest === '' ? 'index.html' : `${rest}.html`);
}

/**
 * The path a page file is served at, the inverse of pageFile; null for a file that is no page
 * (an asset, a host file, the 404 page).
 * @param {string} file relative to the publish folder
 * @returns {string | null}
 */
export function pagePath(file) {
  const parts = file.split(sep);
  if (parts[0] !== baseFolder || parts[1] === 'assets' || !file.endsWith('.html')) return null;
  const rest = parts.slice(1).join('/').slice(0, -'.html'.length);
  return rest === 'index' ? `/${baseFolder}/` : `/${baseFolder}/${rest}`;
}

/**
 * The file a URL path of the publish folder names as it is (`/fr/assets/x.js`, `/robots.txt`).
 * @param {string} dir the publish folder
 * @param {string} urlPath
 * @returns {string}
 */
export function fileAt(dir, urlPath) {
  const file = join(dir, ...urlPath.split('/').filter(Boolean));
  if (relative(dir, file).startsWith('..')) throw new Error(`${urlPath} leaves the publish folder`);
  return file;
}

/**
 * Fails with a hint when the publish folder was never built.
 * @param {string} dir
 */
export function assertBuilt(dir) {
  if (!existsSync(join(dir, baseFolder, 'index.html'))) {
    throw new Error(
      `${dir} holds no built site: run \`npm run build -w site\` (dist-e2e-chat: \`npm run build:e2e-chat -w site\`).`,
    );
  }
}
