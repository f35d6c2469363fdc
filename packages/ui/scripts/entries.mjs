// The package's public entry points, derived from the source tree: the barrel, the theme and one
// subpath per component directory (`src/components/CookieBanner` → `@company/ui/cookie-banner`).
// The build, the `exports` and `typesVersions` fields of package.json and the package check all
// read this list, so a new component directory is a new entry point everywhere at once.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { designTokenFiles } from './design-tokens.mjs';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));

/** The public stylesheets, `@company/ui/<name>.css`; each component's comes in addition (`componentStylesheets`). */
export const stylesheetNames = ['styles', 'tokens', 'components', 'reset', 'fonts'];

/** `CookieBanner` → `cookie-banner`. */
export const kebabCase = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * @typedef {object} Entry
 * @property {string} subpath  Export subpath without `./` (`''` for the barrel).
 * @property {string} source   Source module, relative to the package directory.
 * @property {string} output   Compiled module (and its declarations) without extension, relative to `dist/`.
 */

/** @returns {Entry[]} */
export function publicEntries() {
  const components = readdirSync(`${pkgDir}src/components`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name)
    .sort()
    .map((name) => ({
      subpath: kebabCase(name),
      source: `src/components/${name}/index.ts`,
      output: `components/${name}/index`,
    }));
  return [
    { subpath: '', source: 'src/index.ts', output: 'index' },
    { subpath: 'theme', source: 'src/theme/index.ts', output: 'theme/index' },
    ...components,
  ];
}

/** Whether a module, or one it imports from the package, has styles (imports a `.css` module). */
function importsStyles(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)) {
    if (specifier.endsWith('.css')) return true;
    const base = join(dirname(file), specifier);
    const target = ['.ts', '.tsx', '/index.ts']
      .map((extension) => base + extension)
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (target && importsStyles(target, seen)) return true;
  }
  return false;
}

/**
 * The stylesheet of each component that has styles, `@company/ui/<name>.css` (`dist/css/<name>.css`):
 * the base styles and the rules of the component and of every component it renders.
 * @returns {Array<{ name: string, source: string }>}
 */
export function componentStylesheets() {
  return publicEntries()
    .filter((entry) => entry.output.startsWith('components/') && importsStyles(join(pkgDir, entry.source)))
    .map((entry) => ({ name: entry.subpath, source: entry.source }));
}

/**
 * The conditions of a stylesheet's export, `file` without `.css`. A CSS `@import` resolves with the
 * `style` condition alone (`@tailwindcss/postcss` in Next.js, css-loader), which neither `import`
 * nor `require` answers; `default` serves any other resolver. `import` and `require` stay for the
 * declarations TypeScript reads for `import '@company/ui/styles.css'` (scripts/finalize.mjs).
 */
const stylesheetConditions = (file) => ({
  style: `${file}.css`,
  import: { types: `${file}.css.d.ts`, default: `${file}.css` },
  require: { types: `${file}.css.d.cts`, default: `${file}.css` },
  default: `${file}.css`,
});

/** The `exports` and `typesVersions` fields package.json must have for these entries. */
export function manifestFields(entries = publicEntries()) {
  const exports = {};
  const typesVersions = {};
  for (const entry of entries) {
    const key = entry.subpath ? `./${entry.subpath}` : '.';
    exports[key] = {
      // Workspace-only: Storybook, Vitest and the site's dev server compile the shipped source.
      '@company/source': `./${entry.source}`,
      import: { types: `./dist/${entry.output}.d.ts`, default: `./dist/${entry.output}.js` },
      require: { types: `./dist/${entry.output}.d.cts`, default: `./dist/${entry.output}.cjs` },
    };
    // `moduleResolution: "node"` ignores `exports`; this maps each subpath to its declarations.
    if (entry.subpath) typesVersions[entry.subpath] = [`./dist/${entry.output}.d.ts`];
  }
  // The stylesheets: `styles.css` all in one, or its parts (scripts/finalize.mjs).
  for (const name of stylesheetNames) {
    exports[`./${name}.css`] = {
      // Workspace-only: the all-in-one stylesheet compiles from source there.
      ...(name === 'styles' ? { '@company/source': './src/styles.ts' } : {}),
      ...stylesheetConditions(`./dist/${name}`),
    };
    typesVersions[`${name}.css`] = [`./dist/${name}.css.d.ts`];
  }
  for (const { name } of componentStylesheets()) {
    exports[`./${name}.css`] = stylesheetConditions(`./dist/css/${name}`);
    typesVersions[`${name}.css`] = [`./dist/css/${name}.css.d.ts`];
  }
  // The design tokens as JSON for design tools (scripts/design-tokens.mjs). TypeScript types a
  // JSON import from the file itself, under `moduleResolution: "node"` too once it is mapped.
  for (const file of designTokenFiles) {
    exports[`./${file}`] = `./dist/${file}`;
    typesVersions[file] = [`./dist/${file}`];
  }
  exports['./package.json'] = './package.json';
  return { exports, typesVersions: { '*': typesVersions } };
}
