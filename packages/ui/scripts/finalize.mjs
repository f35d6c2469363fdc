// Finishes the build: turns the stylesheet build's CSS into the package's public stylesheets
// (`styles.css`, all in one, its parts `tokens.css`, `components.css`, `reset.css`,
// `fonts.css`, and one per component in `css/`), with the self-hosted font faces (Inter for text, Space Grotesk for headings) in
// `styles.css` and `fonts.css`, then removes every compiled module that no public entry point reaches.
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transform } from 'esbuild';
import { componentStylesheets, publicEntries } from './entries.mjs';

const require = createRequire(import.meta.url);
const dist = new URL('../dist/', import.meta.url).pathname;
// Latin covers French; Latin Extended only downloads for text that needs it (its unicode-range).
const subsets = ['latin', 'latin-ext'];
const families = [
  { pkg: '@fontsource-variable/inter', stem: 'inter' },
  { pkg: '@fontsource-variable/space-grotesk', stem: 'space-grotesk' },
];

await mkdir(join(dist, 'fonts'), { recursive: true });
const faces = [];
for (const { pkg, stem } of families) {
  const pkgDir = dirname(require.resolve(`${pkg}/package.json`));
  const fontCss = await readFile(join(pkgDir, 'wght.css'), 'utf8');
  const familyFaces = fontCss
    .split(new RegExp(`(?=/\\* ${stem}-)`))
    .filter((block) => subsets.some((subset) => block.startsWith(`/* ${stem}-${subset}-wght-normal */`)))
    .map((block) => block.replace('url(./files/', 'url(./fonts/').trim());
  if (familyFaces.length !== subsets.length) throw new Error(`${stem} font faces not found in ${pkg}`);
  faces.push(...familyFaces);
  for (const subset of subsets) {
    const file = `${stem}-${subset}-wght-normal.woff2`;
    await copyFile(join(pkgDir, 'files', file), join(dist, 'fonts', file));
  }
}

const stylesheetBuild = join(dist, '.stylesheet');
const built = (name) => readFile(join(stylesheetBuild, `${name}.css`), 'utf8');
// The layer order is declared first so it holds whichever rule a bundler hoists, and whichever
// of the stylesheets an app imports first. A component's stylesheet repeats the rules of the
// components it renders, so it lists each component's layer too (src/theme/layer.ts), in the order
// they come in `components.css`: wherever a repeat lands, the rules cascade as in `components.css`.
const componentLayers = [
  ...new Set(
    Array.from(
      (await built('components')).matchAll(/@layer (company-ui\.components\.[\w-]+)\s*\{/g),
      ([, name]) => name,
    ),
  ),
];
const layerOrder = '@layer company-ui.reset, company-ui.theme, company-ui.base, company-ui.components;';
const fullLayerOrder = `@layer ${['company-ui.reset', 'company-ui.theme', 'company-ui.base', 'company-ui.components', ...componentLayers].join(', ')};`;
/** Each public stylesheet: what comes before the CSS of its build (scripts/stylesheets). */
const stylesheets = {
  // Everything, for an app that wants the package's whole look (the site).
  styles: [layerOrder, ...faces],
  // The parts, for an app that keeps its own base styles: tokens and components restyle nothing
  // they do not render; the reset and the fonts are opt-in.
  tokens: [layerOrder],
  components: [layerOrder],
  reset: [layerOrder],
  fonts: faces,
};
// Modern browsers only: keeps cascade layers and `:is()` as written.
// The one-layer statements the build writes before each component's rules are dropped: the order
// statement above, or the rules' first appearance, already places every layer.
const minify = async (parts) =>
  (await transform(parts.join('\n'), { loader: 'css', minify: true, target: 'chrome111' })).code.replace(
    /(?<=^|[;}])@layer company-ui\.components\.[\w-]+;/g,
    '',
  );
for (const [name, before] of Object.entries(stylesheets)) {
  await writeFile(join(dist, `${name}.css`), await minify([...before, await built(name)]));
}
// Each component's: the base styles its elements need, then its rules and those of the components
// it renders. With `tokens.css`, an app that imports the stylesheets of the components it uses gets
// them styled as with `components.css` (the package check compares them in Chromium).
await mkdir(join(dist, 'css'), { recursive: true });
const base = await built('base');
for (const { name } of componentStylesheets()) {
  await writeFile(join(dist, 'css', `${name}.css`), await minify([fullLayerOrder, base, await built(`css/${name}`)]));
}
await rm(stylesheetBuild, { recursive: true });
console.log(
  `dist/{${Object.keys(stylesheets).join(',')}}.css and ${componentStylesheets().length} in dist/css/ written (${faces.length} web font faces, ${componentLayers.length} component layers)`,
);

// Declarations, one per module as tsc writes them. Node's ESM resolution (TypeScript's node16
// mode) needs full relative specifiers: `./Button` becomes `./Button.js` (`./index.js` for a
// directory). Each gets a `.d.cts` twin whose specifiers name the CommonJS files.
// The declarations of a `.css.ts` follow its module's name (`Button.styles.js`, see tsup.config.ts).
for (const file of readdirSync(dist, { recursive: true }).filter((name) => name.endsWith('.css.d.ts'))) {
  await rename(join(dist, file), join(dist, file.replace(/\.css\.d\.ts$/, '.styles.d.ts')));
}
const declarations = readdirSync(dist, { recursive: true }).filter((file) => file.endsWith('.d.ts'));
const fullSpecifier = (file, written, extension) => {
  const specifier = written.replace(/\.css$/, '.styles');
  const target = join(dirname(file), specifier);
  if (declarations.includes(`${target}.d.ts`)) return `${specifier}${extension}`;
  if (declarations.includes(join(target, 'index.d.ts'))) return `${specifier}/index${extension}`;
  throw new Error(`${file}: cannot resolve ${specifier}`);
};
const relativeSpecifiers = /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;
for (const file of declarations) {
  const code = readFileSync(join(dist, file), 'utf8');
  for (const [extension, output] of [
    ['.js', file],
    ['.cjs', file.replace(/\.d\.ts$/, '.d.cts')],
  ]) {
    const rewritten = code.replace(
      relativeSpecifiers,
      (_, keyword, quote, specifier) => `${keyword}${quote}${fullSpecifier(file, specifier, extension)}${quote}`,
    );
    await writeFile(join(dist, output), rewritten);
  }
}

// Modules are compiled one per source file; the ones only the stylesheet build needed (layer
// names, tokens read by `.css.ts` files) are unreachable from the entry points and not shipped.
const reachable = new Set();
const visit = (file) => {
  if (reachable.has(file)) return;
  reachable.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const [, , specifier] of code.matchAll(/(?:from|import|require)\s*\(?\s*(['"])(\.{1,2}\/[^'"]+)\1/g)) {
    const target = join(dirname(file), specifier);
    visit(file.endsWith('.d.ts') || file.endsWith('.d.cts') ? target.replace(/\.(c?)js$/, '.d.$1ts') : target);
  }
};
for (const { output } of publicEntries()) {
  for (const extension of ['.js', '.cjs', '.d.ts', '.d.cts']) visit(`${output}${extension}`);
}
let pruned = 0;
for (const file of readdirSync(dist, { recursive: true })) {
  if (!/\.(c?js|d\.c?ts)$/.test(file) || reachable.has(file)) continue;
  await rm(join(dist, file));
  await rm(join(dist, `${file}.map`), { force: true });
  pruned += 1;
}
console.log(`${reachable.size} files reachable from the entry points; ${pruned} unreachable removed`);

// Lets TypeScript 6 apps check `import '@company/ui/styles.css'` without a `*.css` declaration.
for (const file of [...Object.keys(stylesheets), ...componentStylesheets().map(({ name }) => `css/${name}`)]) {
  await writeFile(join(dist, `${file}.css.d.ts`), 'export {};\n');
  await writeFile(join(dist, `${file}.css.d.cts`), 'export {};\n');
}
