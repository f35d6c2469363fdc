// Checks the production build against budgets.json: the site's first-load JS and CSS (the home page
// and every prerendered page), each lazily loaded page chunk, each link-preview image and the logo,
// and the package's CSS, whole JS and `Button`-only JS. Prints every figure; exits 1 when one
// exceeds its max.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  beforeFirstPaint,
  firstLoad,
  formatKiB,
  kib,
  packageSizes,
  pageChunks,
  prerenderedPages,
  root,
  shareImages,
} from './sizes.mjs';

const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));
const rows = [];

/** Records one figure against its budget (`{ max, target? }`, KiB). */
function check(label, bytes, { max, target }) {
  const over = kib(bytes) > max;
  const missed = target !== undefined && kib(bytes) > target;
  rows.push({ label, bytes, max, target, over, missed });
}

const pages = prerenderedPages();
if (pages.length === 0) throw new Error('site/dist has no prerendered page: run `npm run build` first');
const home = pages.find(({ path }) => path === '/fr/');
if (!home) throw new Error('site/dist/fr/index.html is missing');

const homeSizes = firstLoad(home.file);
check('home: first-load JS', homeSizes.js, budgets.site.homeFirstLoad.js);
check('home: first-load CSS', homeSizes.css, budgets.site.homeFirstLoad.css);

const sized = pages.map((page) => ({ ...page, ...firstLoad(page.file) }));
const heaviestJs = sized.reduce((a, b) => (b.js > a.js ? b : a));
const heaviestCss = sized.reduce((a, b) => (b.css > a.css ? b : a));
check(`heaviest page first-load JS (${heaviestJs.path})`, heaviestJs.js, budgets.site.everyPageFirstLoad.js);
check(`heaviest page first-load CSS (${heaviestCss.path})`, heaviestCss.css, budgets.site.everyPageFirstLoad.css);

// Only HTML and CSS should travel before the first paint: the heaviest page decides.
const painted = pages.map((page) => ({ ...page, ...beforeFirstPaint(page.file) }));
const heaviestPaint = painted.reduce((a, b) => (b.bytes > a.bytes ? b : a));
check(
  `heaviest page, bytes before first paint (${heaviestPaint.path})`,
  heaviestPaint.bytes,
  budgets.site.beforeFirstPaint,
);

const chunks = pageChunks();
if (chunks.length < 10)
  throw new Error(`Only ${chunks.length} page chunks in site/dist/fr/assets: are routes still split?`);
check(`largest page chunk (${chunks[0].name}, of ${chunks.length})`, chunks[0].gzip, budgets.site.pageChunk);

// Link previews fetch the image on every share: each one is held to the budget, not their total.
const images = shareImages();
if (!images.some(({ name }) => name.startsWith('social/')))
  throw new Error('site/dist has no social/ images: are they still in site/public?');
for (const { name, bytes } of images) check(`share image ${name} (raw)`, bytes, budgets.site.shareImage);

const ui = await packageSizes();
check('@company/ui: styles.css', ui.css, budgets.package.css);
check('@company/ui: all JS', ui.js, budgets.package.js);
check('@company/ui: Button alone, JS beyond React', ui.buttonOnlyJs, budgets.package.buttonOnlyJs);

const width = Math.max(...rows.map(({ label }) => label.length));
console.log(`Budgets (budgets.json, gzip, ${pages.length} pages)`);
for (const { label, bytes, max, target, over, missed } of rows) {
  const goal = target === undefined ? '' : missed ? `  target ${target} KiB not met yet` : `  target ${target} KiB met`;
  console.log(`  ${over ? '✗' : '✓'} ${label.padEnd(width)} ${formatKiB(bytes).padStart(10)}  max ${max} KiB${goal}`);
}
if (rows.find(({ label }) => label.startsWith('heaviest page, bytes before first paint'))?.over) {
  console.log(`\n  Requested before the first paint of ${heaviestPaint.path}:`);
  for (const { what, bytes } of heaviestPaint.items) console.log(`    ${formatKiB(bytes).padStart(10)}  ${what}`);
}
const failures = rows.filter(({ over }) => over);
if (failures.length > 0) {
  console.error(
    `\n${failures.length} budget(s) exceeded: make the build smaller or, for an intended growth, raise the max in budgets.json.`,
  );
  process.exit(1);
}
