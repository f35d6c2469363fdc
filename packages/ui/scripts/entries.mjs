// The package's public entry points, derived from the source tree: the barrel, the theme and one
// subpath per component directory (`src/components/CookieBanner` → `@company/ui/cookie-banner`).
// The build, the `exports` and `typesVersions` fields of package.json and the package check all
// read this list, so a new component directory is a new entry point everywhere at once.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));

/** The public stylesheets, `@company/ui/<name>.css`. */
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
      import: { types: `./dist/${name}.css.d.ts`, default: `./dist/${name}.css` },
      require: { types: `./dist/${name}.css.d.cts`, default: `./dist/${name}.css` },
    };
    typesVersions[`${name}.css`] = [`./dist/${name}.css.d.ts`];
  }
  exports['./package.json'] = './package.json';
  return { exports, typesVersions: { '*': typesVersions } };
}
