import { fontFamilies } from '@company/ui/theme';

/**
 * `<html data-fonts="later">`: set by the boot script before the first paint, removed once the web
 * fonts have loaded after it. While it is there, text is set in the metric-matched local fallbacks
 * (`Inter Fallback`, `Space Grotesk Fallback`), so the browser has no font to fetch on the path of
 * the first paint; the swap afterwards moves nothing. Without JavaScript the attribute is never
 * set and the web fonts load as usual.
 */
export const deferredFontsAttribute = 'data-fonts';

/** Where a font stack's first metric-matched local fallback (`'… Fallback'`) starts. */
function fallbackStart(stack: string): number {
  const start = stack.search(/'[^']+ Fallback'/);
  if (start === -1) throw new Error(`No local fallback in the font stack ${stack}`);
  return start;
}

/** A font stack from its first local fallback on: the same stack without the web fonts. */
export const withoutWebFonts = (stack: string): string => stack.slice(fallbackStart(stack));

/** The first web font family of a stack, the one its text is meant to be set in. */
const firstWebFamily = (stack: string) => stack.slice(0, fallbackStart(stack)).split(',')[0]!.trim();

/**
 * What the boot script asks `document.fonts.load` for: one face of each web family the page
 * uses, regular for body text, bold for headings (each family is one variable font).
 */
export const webFontLoads = [
  `1em ${firstWebFamily(fontFamilies.body)}`,
  `700 1em ${firstWebFamily(fontFamilies.heading)}`,
];
