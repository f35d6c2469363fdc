import { breakpoints } from './tokens';

/** Media query strings for the breakpoints, mobile first. */
export const mediaUp = (name: keyof typeof breakpoints) => `screen and (min-width: ${breakpoints[name]}px)`;
/** Media query of readers who ask for less motion (`prefers-reduced-motion: reduce`). */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
/** The reader's preferred scheme, for the `system` choice. */
export const colorScheme = { dark: '(prefers-color-scheme: dark)' } as const;
/** Windows high contrast and other forced palettes: the browser replaces author colours with system colours. */
export const forcedColors = '(forced-colors: active)';
