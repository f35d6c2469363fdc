import { existsSync, globSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import emotionHash from '@emotion/hash';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { componentStylesheets } from './scripts/entries.mjs';

/**
 * Two builds (declarations come from `tsc -p tsconfig.build.json`, see scripts/finalize.mjs):
 *  1. JavaScript, ESM and CJS: one output module per source module, so each keeps its own
 *     `"use client"` directive. A server component pulls only the modules it renders, and a client
 *     component is a boundary of its own rather than one banner over the whole library.
 *  2. The stylesheets: the all-in-one `styles.css` and its parts (tokens, reset, fonts,
 *     components), and one per component (`css/button.css`: the rules of everything `Button`
 *     renders), each bundled in cascade order (see scripts/stylesheets and scripts/finalize.mjs).
 */

const sourceModules = globSync('src/**/*.{ts,tsx}').filter(
  (file) =>
    !/\.(test|stories|fixtures)\.tsx?$|\.d\.ts$/.test(file) &&
    // Global styles and the source-mode stylesheet export nothing: they only feed styles.css.
    ![
      'src/styles.ts',
      'src/theme/base.css.ts',
      'src/theme/fonts.css.ts',
      'src/theme/reset.css.ts',
      'src/theme/theme.css.ts',
      // Read by the `.css.ts` files as they are compiled, not by the components at run time.
      'src/theme/layer.ts',
    ].includes(file),
);
/**
 * Output path of a module, without extension. A compiled `Button.css.ts` is `Button.styles.js`: an
 * app's own vanilla-extract plugin compiles every `*.css.js` it meets and would choke on ours.
 */
const outputName = (file: string) =>
  file
    .replace(/^src\//, '')
    .replace(/\.css\.ts$/, '.styles')
    .replace(/\.tsx?$/, '');
const asEntries = (files: string[]) => Object.fromEntries(files.map((file) => [outputName(file), file]));

/** Resolves a relative specifier to its source file, as TypeScript's bundler resolution does. */
function sourceFile(fromDir: string, specifier: string) {
  const base = resolve(fromDir, specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot resolve ${specifier} from ${fromDir}`);
}

/**
 * Leaves every import between the package's own modules as an import of the compiled module
 * (`./Button.css` → `./Button.css.js`), so each module is compiled alone and keeps its directive.
 */
function preserveModules(extension: '.js' | '.cjs'): Plugin {
  return {
    name: 'company-ui:preserve-modules',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const target = sourceFile(args.resolveDir, args.path);
        let specifier = outputName(relative(dirname(args.importer), target)) + extension;
        if (!specifier.startsWith('.')) specifier = `./${specifier}`;
        return { path: specifier, external: true };
      });
    },
  };
}

const modules = (format: 'esm' | 'cjs', files: string[], sourcemap: boolean): Options => ({
  entry: asEntries(files),
  format: [format],
  outDir: 'dist',
  target: 'es2022',
  platform: 'neutral',
  bundle: true,
  splitting: false,
  treeshake: false,
  sourcemap,
  // Maps point at `src/`, which ships with the package, instead of embedding copies of it.
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [
    preserveModules(format === 'esm' ? '.js' : '.cjs'),
    // The class names only; the CSS itself comes from the stylesheet build.
    vanillaExtractPlugin({ identifiers, outputCss: false }),
  ],
  dts: false,
  // The build script empties dist first: builds cleaning in parallel race each other.
  clean: false,
});

/**
 * Every class and variable the package generates starts with `cui_`: the base styles
 * (`src/theme/base.css.ts`) find the package's own elements by it, and an app's classes cannot
 * collide with ours. The same option in both builds, so the names in the JavaScript match the CSS.
 *
 * vanilla-extract names a class by a hash of its file's path and its rank in the file (`1dfh4bj` +
 * `4`): seven random characters per class that gzip cannot compress. A two-character code per
 * style file, its place among them, takes 0.5 KiB off `components.css`. Class names are not API
 * (a new style file renames the classes of the files after it); they stay unique.
 */
const styleFiles = globSync('src/**/*.css.ts').sort();
const fileCodes = new Map(styleFiles.map((file, index) => [file, index.toString(36).padStart(2, '0')]));
if (styleFiles.length > 36 ** 2) throw new Error('More style files than two-character codes');
const identifiers = ({ hash, filePath, packageName }: { hash: string; filePath: string; packageName?: string }) => {
  const code = fileCodes.get(filePath);
  const fileHash = emotionHash(packageName ? `${packageName}${filePath}` : filePath);
  if (code === undefined || !hash.startsWith(fileHash)) {
    throw new Error(`No class-name code for ${filePath} (${hash})`);
  }
  return `cui_${code}${hash.slice(fileHash.length)}`;
};

const styleModules = sourceModules.filter((file) => file.endsWith('.css.ts'));
const scriptModules = sourceModules.filter((file) => !file.endsWith('.css.ts'));

export default defineConfig([
  // A compiled `.css.ts` is a list of class names: a source map of it would point at code it no
  // longer contains.
  ...(['esm', 'cjs'] as const).flatMap((format) => [
    modules(format, scriptModules, true),
    modules(format, styleModules, false),
  ]),
  {
    entry: {
      ...Object.fromEntries(
        ['styles', 'tokens', 'reset', 'fonts', 'components', 'base'].map((name) => [
          name,
          `scripts/stylesheets/${name}.ts`,
        ]),
      ),
      ...Object.fromEntries(componentStylesheets().map(({ name, source }) => [`css/${name}`, source])),
    },
    format: ['esm'],
    outDir: 'dist/.stylesheet',
    // One file per stylesheet: the header's lazily loaded menus would otherwise get stylesheets of their own.
    splitting: false,
    target: 'es2022',
    platform: 'neutral',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    esbuildPlugins: [vanillaExtractPlugin({ identifiers })],
    clean: false,
  },
]);
