/**
 * `@company/ui/theme`: design tokens as plain values and as CSS variable
 * references, usable from any styling solution and on the server.
 */
export { vars } from './vars.css';
export { textStyleVars } from './text';
export { mediaUp, reducedMotion } from './media';
export {
  breakpoints,
  colors,
  contrastPairs,
  durationRoles,
  durations,
  easingRoles,
  easings,
  fontFamilies,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  palette,
  radii,
  radiusRoles,
  shadowRoles,
  shadows,
  space,
  textStyles,
  textStyleTokens,
  tokens,
  zIndices,
} from './tokens';
export type { ColorToken, PaletteScale, TextStyle, TextStyleName } from './tokens';
export { contrastRatio, relativeLuminance } from './contrast';
