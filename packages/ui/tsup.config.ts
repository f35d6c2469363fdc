import { readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  dts: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  // Tree-shaking here would strip the "use client" banner; consumers' bundlers shake instead.
  treeshake: false,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // The build script empties dist first: configs cleaning in parallel raced and could delete
  // another entry's declarations.
  clean: false,
};

/**
 * Each component is an entry of the ESM build, so `dist/index.js` re-exports from one module per
 * component. An app's bundler can then put each component in the chunk of the route that uses it,
 * instead of one module holding every component the app uses anywhere.
 */
const componentEntries = Object.fromEntries(
  readdirSync('src/components', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => [`components/${name}`, `src/components/${name}/index.ts`]),
);

export default defineConfig([
  {
    ...shared,
    format: ['esm'],
    entry: { index: 'src/index.ts', ...componentEntries },
    dts: { entry: { index: 'src/index.ts' } },
    splitting: true,
    banner: { js: '"use client";' },
  },
  {
    ...shared,
    // CommonJS consumers get one file: their bundlers rarely split a package anyway.
    format: ['cjs'],
    entry: { index: 'src/index.ts' },
    splitting: false,
    banner: { js: '"use client";' },
  },
  {
    ...shared,
    format: ['esm', 'cjs'],
    // Plain values and CSS variable names: safe in server components, so no "use client".
    entry: { theme: 'src/theme/index.ts' },
    splitting: false,
  },
]);
