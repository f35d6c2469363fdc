/**
 * `@company/ui/theme`: design tokens as plain values and as CSS variable
 * references, usable from any styling solution and on the server.
 */
export { vars } from './vars.css';
export {
  breakpoints,
  colors,
  contrastPairs,
  durations,
  easings,
  fontFamilies,
  fontSizes,
  fontWeights,
  lineHeights,
  palette,
  radii,
  shadows,
  space,
  tokens,
  zIndices,
} from './tokens';
export type { ColorToken } from './tokens';
export { contrastRatio, relativeLuminance } from './contrast';
