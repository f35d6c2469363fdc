/**
 * `@company/ui/theme`: design tokens as plain values and as CSS variable
 * references, usable from any styling solution and on the server, and the
 * `Theme` component that sets the colour scheme of a subtree.
 */
export { Theme, themeSchemes } from './Theme';
export type { ThemeProps, ThemeScheme } from './Theme';
export { vars } from './vars.css';
export { textStyleVars } from './text';
export { colorScheme, forcedColors, mediaUp, reducedMotion } from './media';
export {
  breakpoints,
  colorSchemes,
  colors,
  contrastPairs,
  darkColors,
  darkPalette,
  darkShadows,
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
export type { ColorScheme, ColorToken, PaletteScale, TextStyle, TextStyleName } from './tokens';
export { contrastRatio, relativeLuminance } from './contrast';
