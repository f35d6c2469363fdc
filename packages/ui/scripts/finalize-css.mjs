// Turns the CSS that the vanilla-extract esbuild plugin writes beside each entry into the
// package's single public stylesheet, `dist/styles.css`, with the self-hosted font faces first:
// Inter for text, Space Grotesk for headings.
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transform } from 'esbuild';

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

const emitted = (await readdir(dist)).filter((file) => file.endsWith('.css') && file !== 'styles.css');
const componentCss = await readFile(join(dist, 'index.css'), 'utf8');
// The layer order is declared first so it holds whichever rule a bundler hoists.
const layerOrder = '@layer company-ui.reset, company-ui.theme, company-ui.components;';
const { code: css } = await transform([layerOrder, ...faces, componentCss].join('\n'), {
  loader: 'css',
  minify: true,
  // Modern browsers only: keeps cascade layers and `:is()` as written.
  target: 'chrome111',
});
await writeFile(join(dist, 'styles.css'), css);
// Lets TypeScript 6 apps check `import '@company/ui/styles.css'` without a `*.css` declaration.
await writeFile(join(dist, 'styles.css.d.ts'), 'export {};\n');
await writeFile(join(dist, 'styles.css.d.cts'), 'export {};\n');
for (const file of emitted) {
  await rm(join(dist, file));
  await rm(join(dist, `${file}.map`), { force: true });
}
console.log(`dist/styles.css written (${faces.length} font faces, ${emitted.join(', ')} merged)`);
