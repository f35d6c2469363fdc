// The api test project's Vite plugin: an imported `.sql` file is its text, as esbuild's `text`
// loader (build.mjs) and Wrangler's default `.sql` rule make it in the bundles.
/** @returns {import('vite').Plugin} */
export function sqlAsText() {
  return {
    name: 'sql-as-text',
    transform(code, id) {
      if (!id.endsWith('.sql')) return undefined;
      return { code: `export default ${JSON.stringify(code)};`, map: null };
    },
  };
}
