// Migrations are imported as text: esbuild's `text` loader (scripts/build.mjs), Wrangler's default
// rule for `.sql`, and the api test project's plugin (scripts/sql-text.mjs) all give the file's text.
declare module '*.sql' {
  const text: string;
  export default text;
}
