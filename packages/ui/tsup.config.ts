import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  // Tree-shaking here would strip the "use client" banner; consumers' bundlers shake instead.
  treeshake: false,
  splitting: false,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
};

export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    // The build script empties dist first: two configs cleaning in parallel raced and could
    // delete the other entry's declarations.
    clean: false,
    banner: { js: '"use client";' },
  },
  {
    ...shared,
    // Plain values and CSS variable names: safe in server components, so no "use client".
    entry: { theme: 'src/theme/index.ts' },
    clean: false,
  },
]);
