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
  borderWidthRoles,
  borderWidths,
  breakpoints,
  colorSchemes,
  colors,
  containerWidths,
  contrastPairs,
  controlHeights,
  darkColors,
  darkPalette,
  darkShadows,
  durationRoles,
  durations,
  easingRoles,
  easings,
  focusRing,
  fontFamilies,
  fontSizes,
  fontWeights,
  iconSizes,
  letterSpacings,
  lineHeights,
  mobileFontSizes,
  opacities,
  opacityRoles,
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
