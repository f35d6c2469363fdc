// Size budgets of the production build and the package, checked by `npm run test:budgets`
// (size-limit) after `npm run build`; an entry over its limit fails the run, and so does an entry
// whose files are missing. Sizes are gzip at level 9, each file compressed on its own, except the
// share images. Limits are in KiB; size-limit prints kB (1 000 bytes), so 15 KiB shows as 15.36 kB.
// Once its esbuild plugin is installed, size-limit notes every figure as "with all dependencies,
// minified": the site's files are measured as they were built, nothing bundled again.
// Lower a limit once the build beats it by a clear margin.
//
// The site's entries measure what a built page loads. scripts/sizes.mjs reads that from each
// page's HTML and picks the heaviest page of each kind; the code a page carries inline (head
// scripts, styles) is written to a scratch folder so that size-limit measures it as files.
// SITE_DIST_DIR measures another publish folder (a copy of a build), as site/scripts/layout.mjs reads it.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import ordersPage, { firstLoadBundle } from './fixtures/orders-page/size-limit.mjs';
import { baseFolder, publishDir } from './site/scripts/layout.mjs';
import { beforeFirstPaint, firstLoad, formatKiB, gzipSize, islands, prerenderedPages, root } from './scripts/sizes.mjs';

const distDir = publishDir();
const siteDir = join(distDir, baseFolder);
const built = prerenderedPages(distDir);
if (built.length === 0) throw new Error(`${distDir} has no prerendered page: run \`npm run build\` first`);
// The staff's inbox is an application for the company's staff, signed in on their own devices, not a
// page a visitor meets: it has a budget of its own, and the visitors' budgets leave it out.
const isStaffPage = (page) => page.path.startsWith('/fr/app/admin');
const pages = built.filter((page) => !isStaffPage(page));
const staffPages = built.filter(isStaffPage).map((page) => ({ ...page, ...firstLoad(page.file, distDir) }));
if (staffPages.length === 0) throw new Error(`${distDir} has no /fr/app/admin page: is the inbox still built?`);

const scratch = mkdtempSync(join(tmpdir(), 'size-limit-pages-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

/**
 * The paths size-limit reads for parts of a page (scripts/sizes.mjs): a built file as it is; code
 * written into the page, or a file whose name a glob would misread, as a file of the scratch folder.
 */
function pathsOf(entry, parts) {
  const folder = join(scratch, entry);
  mkdirSync(folder);
  return parts.map((part, index) => {
    if ('file' in part && !/[*?[\]{}()!]/.test(part.file)) return part.file;
    const copy = join(folder, `${index}.${'file' in part ? extname(part.file).slice(1) : part.ext}`);
    if ('file' in part) copyFileSync(part.file, copy);
    else writeFileSync(copy, part.text);
    return copy;
  });
}

/** On failure, size-limit prints this list of what the entry counts, largest first. */
const contents = (parts) =>
  'Counted:\n' +
  parts
    .map((part) => ({
      what: 'file' in part ? relative(siteDir, part.file) : `inline ${part.ext}`,
      bytes: gzipSize([part]),
    }))
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ what, bytes }) => `  ${formatKiB(bytes).padStart(10)}  ${what}`)
    .join('\n');

/** An entry over files of the site build: gzip, no bundling. */
const siteEntry = (entry, name, parts, limit) => ({
  name,
  path: pathsOf(entry, parts),
  limit,
  gzip: true,
  disablePlugins: ['@size-limit/esbuild'],
  message: contents(parts),
});

const heaviest = (list, key) => list.reduce((a, b) => (b[key] > a[key] ? b : a));

// A content page runs only its head scripts until the visitor reaches for an island; the pages
// whose island opens by itself (the « Accès restreint » notices, the account application, the
// security demonstration) have a budget of their own.
const loaded = pages.map((page) => ({ ...page, ...firstLoad(page.file, distDir) }));
const contentPages = loaded.filter((page) => page.eagerIslands.length === 0);
const eagerPages = loaded.filter((page) => page.eagerIslands.length > 0);
const content = heaviest(contentPages, 'js');
const eager = heaviest(eagerPages, 'js');
const styled = heaviest(loaded, 'css');

// The account area is an application that shows its content only once its code has run: what it
// loads before then, in bytes and in requests (the page and each module; they are preloaded together,
// site/build/siteHost.ts, so each request costs bandwidth, not a round trip of its own).
const account = loaded.find((page) => page.path === '/fr/app/user');
if (!account) throw new Error(`${distDir} has no /fr/app/user page: is the account area still built?`);
const accountModules = account.scripts.filter((part) => 'file' in part).length;
const accountRequests = 1 + accountModules;
const accountRequestLimit = 40;
if (accountRequests > accountRequestLimit) {
  throw new Error(
    `The account area makes ${accountRequests} requests before its content (its page and ${accountModules} modules), over its budget of ${accountRequestLimit}`,
  );
}

// What a visitor who touches every island of a page loads: each island, and each page's together.
const withIslands = pages.map((page) => ({ ...page, ...islands(page.file, distDir) }));
const everyIsland = new Map(withIslands.flatMap((page) => page.islands.map((island) => [island.name, island])));
if (everyIsland.size < 8) {
  throw new Error(`Only ${everyIsland.size} islands in ${distDir}: are the pages still built with them?`);
}
const island = heaviest([...everyIsland.values()], 'js');
const touched = heaviest(withIslands, 'js');

const painted = heaviest(
  pages.map((page) => ({ ...page, ...beforeFirstPaint(page.file, distDir) })),
  'bytes',
);

// Link previews fetch the image on every share: each one is held to the limit, so the largest is.
if (!existsSync(join(siteDir, 'social'))) {
  throw new Error(`${distDir} has no social/ images: are they still in site/public?`);
}
const shareImages = [
  ...readdirSync(join(siteDir, 'social')).map((name) => join(siteDir, 'social', name)),
  join(siteDir, 'logo.png'),
].map((file) => ({ file, bytes: statSync(file).size }));
const shareImage = heaviest(shareImages, 'bytes');

// The package as a consumer's bundler sees it: esbuild bundles a real import from its `dist`,
// minified for production, React and ReactDOM left out (the app has them already). What it loads
// first: the modules the package loads with `import()` (the virtualiser, a picker's calendar)
// become chunks an app fetches when they are needed, and are left out.
const uiDist = join(root, 'packages', 'ui', 'dist');
const consumerBundle = firstLoadBundle;

export default [
  // The JavaScript a page runs before the visitor touches anything (inline head scripts, module
  // scripts, islands that hydrate by themselves), on every page without such an island.
  siteEntry(
    'content-page',
    `Heaviest content page, JS before the first interaction (${content.path}, of ${contentPages.length} pages)`,
    content.scripts,
    '15 KiB',
  ),
  siteEntry(
    'eager-island-page',
    `Heaviest page with an island that opens by itself, JS before the first interaction (${eager.path}: ${eager.eagerIslands.join(', ')})`,
    eager.scripts,
    '118 KiB',
  ),
  siteEntry(
    'account-area',
    `Account area, JS before its content (/fr/app/user: ${accountRequests} requests of at most ${accountRequestLimit}, the page and ${accountModules} modules)`,
    account.scripts,
    '120 KiB',
  ),
  // The staff's inbox (sign-in, list, filters, detail sheet): the JavaScript it runs before its content.
  siteEntry(
    'staff-inbox',
    `Staff inbox, JS before its content (${heaviest(staffPages, 'js').path}: ${heaviest(staffPages, 'js').eagerIslands.join(', ')})`,
    heaviest(staffPages, 'js').scripts,
    '206 KiB',
  ),
  // One island's JavaScript, React included.
  siteEntry(
    'island',
    `Largest island, React included (${island.name}, of ${everyIsland.size})`,
    island.files,
    '112 KiB',
  ),
  // A page's islands together, every one touched, shared modules counted once.
  siteEntry(
    'every-island',
    `Heaviest page, every island touched (${touched.path}: ${touched.islands.length} islands)`,
    touched.all,
    '132 KiB',
  ),
  // Every page's CSS, linked or written into the page. The package's styles.css is most of it; since
  // each component's rules have a cascade layer of their own (order-proof per-component
  // stylesheets), their names cost it 0.4 KiB.
  siteEntry('css', `Heaviest page CSS (${styled.path})`, styled.styles, '18 KiB'),
  // The HTML, the stylesheets and whatever the HTML fetches at more than low priority, on the
  // heaviest page (a preloaded font counts gzipped too: a few bytes more than it travels).
  siteEntry('first-paint', `Heaviest page, bytes before first paint (${painted.path})`, painted.files, '32 KiB'),
  // The link-preview images and the logo travel as they are (compressed files already): raw bytes.
  {
    name: `Largest share image, raw (${relative(siteDir, shareImage.file)}, of ${shareImages.length})`,
    path: shareImage.file,
    limit: '100 KiB',
    gzip: false,
    brotli: false,
    disablePlugins: ['@size-limit/esbuild'],
  },
  // Borders, focus rings, opacities and sizes read as variables (`var(--cui-border-width-thin)`, not
  // `1px`) so an app can retune them: 0.4 KiB of names.
  {
    name: '@company/ui: styles.css',
    path: join(uiDist, 'styles.css'),
    limit: '19 KiB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
  {
    name: '@company/ui: components.css, every component',
    path: join(uiDist, 'components.css'),
    limit: '16.5 KiB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
  // An app that renders five components imports the tokens and their five stylesheets, which its
  // bundler joins into one file (the package check's Vite app does, and finds no other component's
  // rules in it).
  {
    name: '@company/ui: tokens.css and the stylesheets of Button, Card, Dialog, Tabs and TextInput, joined',
    path: pathsOf('five-components', [
      {
        ext: 'css',
        text: ['tokens.css', ...['button', 'card', 'dialog', 'tabs', 'text-input'].map((name) => `css/${name}.css`)]
          .map((file) => readFileSync(join(uiDist, file), 'utf8'))
          .join('\n'),
      },
    ]),
    limit: '6 KiB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
  {
    name: '@company/ui: all JS, beyond React',
    import: { [join(uiDist, 'index.js')]: '*' },
    limit: '255 KiB',
    ...consumerBundle,
  },
  {
    name: '@company/ui: Button alone, JS beyond React',
    import: { [join(uiDist, 'index.js')]: '{ Button }' },
    limit: '3 KiB',
    ...consumerBundle,
  },
  // The « orders » admin page against a shadcn/ui version's libraries (fixtures/orders-page).
  ...ordersPage,
  // The components built on a primitive library carry most of it: each alone, as an app that uses
  // only it pays (the README's table lists every entry point).
  ...[
    ['Combobox', '68 KiB'],
    ['Listbox', '50 KiB'],
    ['DatePicker', '82 KiB'],
    ['DataTable', '34 KiB'],
  ].map(([component, limit]) => ({
    name: `@company/ui: ${component} alone, JS beyond React`,
    import: { [join(uiDist, 'index.js')]: `{ ${component} }` },
    limit,
    ...consumerBundle,
  })),
];
