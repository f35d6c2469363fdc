import { createGlobalThemeContract } from '@vanilla-extract/css';
import {
  borderWidths,
  colors,
  containerWidths,
  controlHeights,
  durations,
  easings,
  fontFamilies,
  fontSizes,
  focusRing,
  fontWeights,
  iconSizes,
  letterSpacings,
  lineHeights,
  mobileFontSizes,
  opacities,
  radii,
  shadows,
  space,
  zIndices,
} from './tokens';

type Shape<T> = { [K in keyof T]: null };
const shape = <T extends object>(values: T) =>
  Object.fromEntries(Object.keys(values).map((key) => [key, null])) as Shape<T>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Every token as a CSS variable reference (`vars.color.primary` is `var(--cui-color-primary)`):
 * the one theme contract. Variable names are stable and public (`--cui-color-primary`, `--cui-color-text-muted`),
 * so an app can retheme by setting them in its own CSS.
 */
export const vars = createGlobalThemeContract(
  {
    color: shape(colors),
    font: shape(fontFamilies),
    fontSize: shape(fontSizes),
    fontSizeMobile: shape(mobileFontSizes),
    fontWeight: shape(fontWeights),
    lineHeight: shape(lineHeights),
    letterSpacing: shape(letterSpacings),
    space: shape(space),
    radius: shape(radii),
    shadow: shape(shadows),
    zIndex: shape(zIndices),
    duration: shape(durations),
    easing: shape(easings),
    borderWidth: shape(borderWidths),
    focusRing: shape(focusRing),
    opacity: shape(opacities),
    controlHeight: shape(controlHeights),
    iconSize: shape(iconSizes),
    containerWidth: shape(containerWidths),
  },
  (_value, path) => `cui-${path.map(kebab).join('-')}`,
);
