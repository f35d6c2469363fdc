/** One public entry point of the package (see entries.mjs). */
export interface Entry {
  /** Export subpath without `./` (`''` for the barrel). */
  subpath: string;
  /** Source module, relative to the package directory. */
  source: string;
  /** Compiled module (and its declarations) without extension, relative to `dist/`. */
  output: string;
}

/** The public stylesheets, `@company/ui/<name>.css`; each component's comes in addition. */
export const stylesheetNames: string[];
/** `CookieBanner` → `cookie-banner`. */
export function kebabCase(name: string): string;
export function publicEntries(): Entry[];
/** The stylesheet of each component that has styles, `@company/ui/<name>.css` (`dist/css/<name>.css`). */
export function componentStylesheets(): Array<{ name: string; source: string }>;
/** The `exports` and `typesVersions` fields package.json must have for these entries. */
export function manifestFields(entries?: Entry[]): {
  exports: Record<string, unknown>;
  typesVersions: Record<string, Record<string, string[]>>;
};
