import { createGlobalThemeContract } from '@vanilla-extract/css';
import {
  colors,
  durations,
  easings,
  fontFamilies,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
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
    fontWeight: shape(fontWeights),
    lineHeight: shape(lineHeights),
    letterSpacing: shape(letterSpacings),
    space: shape(space),
    radius: shape(radii),
    shadow: shape(shadows),
    zIndex: shape(zIndices),
    duration: shape(durations),
    easing: shape(easings),
  },
  (_value, path) => `cui-${path.map(kebab).join('-')}`,
);
