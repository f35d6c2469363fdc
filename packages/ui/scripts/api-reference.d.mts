/** One export of `@company/ui` or `@company/ui/theme`, as the README's API reference lists it. */
export interface Export {
  name: string;
  /** Which public module exports it. */
  entry: 'barrel' | 'theme';
  /** The component's own entry point (`cookie-banner`), if any. */
  subpath: string;
  /** Its component directory (`CookieBanner`), if any. */
  folder: string;
  isType: boolean;
  /** First sentence of its JSDoc (`''` when it has none). */
  doc: string;
  /** Sidebar group its docs live in. */
  group: string;
  /** Storybook title of its docs page. */
  title: string;
}

/** Where the built Storybook is published: the package's `homepage`. */
export const storybookUrl: string;
/** Docs page of a Storybook title, as a URL of the published Storybook. */
export function docsUrl(title: string): string;
/** Every export of the two public modules, in source order. */
export function collectExports(): Export[];
/** The generated API reference, between its markers. */
export function renderReference(exports?: Export[]): string;
/** The README's lists of client and server components. */
export function renderServerClientLists(exports?: Export[]): string;
/** Each component's page, `docs/<entry point>.md`, by file name. */
export function renderComponentDocs(exports?: Export[]): Map<string, string>;
/** Writes `docs/` when `write`; returns the pages that differ from the sources. */
export function syncComponentDocs(pages?: Map<string, string>, write?: boolean): string[];
/** The gzip size (level 9) of each public stylesheet of `dist`, in KiB to the tenth, by name. */
export function measureStylesheets(dist?: string): Record<string, string>;
/** The README's table of stylesheets, with their gzip sizes. */
export function renderStylesheetTable(sizes: Record<string, string>): string;
/** `readme` with the generated section `name` replaced by `content`. */
export function withSection(readme: string, name: string, content: string): string;
/** The README as the sources say it should be. */
export function expectedReadme(readme: string, exports?: Export[]): string;

/** What one component's entry point costs an app, in KiB gzip. */
export interface ComponentSize {
  /** The entry point, `combobox` for `@company/ui/combobox`. */
  name: string;
  /** Its JS bundled and minified, React left out. */
  js: string;
  /** Its stylesheet, when it has one. */
  css: string | undefined;
  /** The libraries its code comes from (`Radix`, `Base UI`…). */
  builtOn: string[];
}
/** Measures every component's entry point in `dist` (the package built). */
export function measureComponents(dist?: string): Promise<ComponentSize[]>;
/** The README's table of what each entry point costs. */
export function renderComponentSizeTable(rows: ComponentSize[]): string;
