import { fontFamilies } from '@company/ui/theme';

/**
 * `<html data-fonts="later">`: set by the boot script before the first paint, removed once the web
 * fonts have loaded after it. While it is there, text is set in the metric-matched local fallbacks
 * (`Inter Fallback`, `Space Grotesk Fallback`), so the browser has no font to fetch on the path of
 * the first paint; the swap afterwards moves nothing. Without JavaScript the attribute is never
 * set and the web fonts load as usual.
 */
export const deferredFontsAttribute = 'data-fonts';

/** A font stack from its first local fallback on: the same stack without the web fonts. */
export function withoutWebFonts(stack: string): string {
  const fallback = stack.search(/'[^']+ Fallback'/);
  if (fallback === -1) throw new Error(`No local fallback in the font stack ${stack}`);
  return stack.slice(fallback);
}

/** The web font families the theme sets text in: the stack's entries before its fallback. */
const webFamilies = (stack: string) =>
  stack
    .slice(0, stack.search(/'[^']+ Fallback'/))
    .split(',')
    .map((family) => family.trim())
    .filter(Boolean);

/**
 * What the boot script asks `document.fonts.load` for: one face of each web family the page
 * uses, regular for body text, bold for headings (each family is one variable font).
 */
export const webFontLoads = [
  ...webFamilies(fontFamilies.body)
    .slice(0, 1)
    .map((family) => `1em ${family}`),
  ...webFamilies(fontFamilies.heading)
    .slice(0, 1)
    .map((family) => `700 1em ${family}`),
];
