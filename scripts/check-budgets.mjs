// Checks the production build against budgets.json: the JavaScript each page runs before the
// visitor touches anything (content pages, and the pages whose island opens by itself), its CSS,
// the JavaScript of each island and of each page's islands together, each link-preview image and
// the logo, and the package's CSS, whole JS and `Button`-only JS. Prints every figure; exits 1 when
// one exceeds its max.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  beforeFirstPaint,
  firstLoad,
  formatKiB,
  islandsTotal,
  kib,
  packageSizes,
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
check('home: JS before the first interaction', homeSizes.js, budgets.site.contentPageBeforeInteraction.js);
check('home: CSS', homeSizes.css, budgets.site.everyPageCss);

// A content page runs only its head scripts until the visitor reaches for an island; the pages
// whose island opens by itself (a notice, the account application, a live demonstration) have a
// budget of their own.
const sized = pages.map((page) => ({ ...page, ...firstLoad(page.file) }));
const [eagerPages, contentPages] = [
  sized.filter((page) => page.eagerIslands.length > 0),
  sized.filter((page) => page.eagerIslands.length === 0),
];
const heaviest = (list, key) => list.reduce((a, b) => (b[key] > a[key] ? b : a));
const heaviestContent = heaviest(contentPages, 'js');
check(
  `heaviest content page, JS before the first interaction (${heaviestContent.path}, of ${contentPages.length})`,
  heaviestContent.js,
  budgets.site.contentPageBeforeInteraction.js,
);
const heaviestEager = heaviest(eagerPages, 'js');
check(
  `heaviest page with an island that opens by itself (${heaviestEager.path}: ${heaviestEager.eagerIslands.join(', ')})`,
  heaviestEager.js,
  budgets.site.eagerIslandPage.js,
);
const heaviestCss = heaviest(sized, 'css');
check(`heaviest page CSS (${heaviestCss.path})`, heaviestCss.css, budgets.site.everyPageCss);

// What a visitor who touches every island of a page loads: each island, and each page's together.
const islandSizes = pages.map((page) => ({ ...page, ...islandsTotal(page.file) }));
const islands = new Map(islandSizes.flatMap(({ islands }) => islands.map((island) => [island.name, island])));
if (islands.size < 8)
  throw new Error(`Only ${islands.size} islands in site/dist: are the pages still built with them?`);
const largestIsland = heaviest([...islands.values()], 'gzip');
check(
  `largest island, React included (${largestIsland.name}, of ${islands.size})`,
  largestIsland.gzip,
  budgets.site.island.js,
);
const heaviestIslands = heaviest(islandSizes, 'js');
check(
  `heaviest page, every island touched (${heaviestIslands.path}: ${heaviestIslands.islands.length} islands)`,
  heaviestIslands.js,
  budgets.site.everyIslandTouched.js,
);

// Only HTML and CSS should travel before the first paint: the heaviest page decides.
const painted = pages.map((page) => ({ ...page, ...beforeFirstPaint(page.file) }));
const heaviestPaint = painted.reduce((a, b) => (b.bytes > a.bytes ? b : a));
check(
  `heaviest page, bytes before first paint (${heaviestPaint.path})`,
  heaviestPaint.bytes,
  budgets.site.beforeFirstPaint,
);

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
