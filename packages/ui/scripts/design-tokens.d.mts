import type { permutateThemes } from '@tokens-studio/sd-transforms';
import type * as Tokens from '../src/theme/tokens';

/** A token or a group of a design token document. */
export type TokenNode = { [key: string]: unknown };

/** Tokens Studio's file: its token sets, its themes and the order of its sets. */
export interface StudioDocument {
  core: TokenNode;
  light: TokenNode;
  dark: TokenNode;
  $themes: Parameters<typeof permutateThemes>[0];
  $metadata: { tokenSetOrder: string[] };
}

/** The files written to `dist/`, each exported as `@company/ui/<file>`. */
export const designTokenFiles: string[];
/** The three documents, by file name, from the exports of `src/theme/tokens.ts`. */
export function designTokens(
  tokens: typeof Tokens,
  options?: { webFontFamilies?: string[] },
): { 'tokens.json': TokenNode; 'tokens.dark.json': TokenNode; 'tokens.studio.json': StudioDocument };
/** The family names the package's web fonts take in its stylesheets (`Inter Variable`). */
export function webFontFamilies(): string[];
/** What makes a document break DTCG 2025.10, as readable lines (none when it is valid). */
export function dtcgProblems(document: TokenNode, options?: { base?: TokenNode }): string[];
/** Tokens Studio's file: every alias of a theme resolves among the sets the theme enables. */
export function studioProblems(document: StudioDocument): string[];
/** JSON indented for reading, with arrays of numbers or strings on one line. */
export function formatJson(document: unknown): string;
