import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { themeLayer } from './layers.css';
import { reducedMotion } from './media';
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
import { vars } from './vars.css';

createGlobalTheme(':root', vars, {
  '@layer': themeLayer,
  color: colors,
  font: fontFamilies,
  fontSize: fontSizes,
  fontWeight: fontWeights,
  lineHeight: lineHeights,
  letterSpacing: letterSpacings,
  space,
  radius: radii,
  shadow: shadows,
  zIndex: zIndices,
  duration: durations,
  easing: easings,
});

// Motion tokens collapse to zero so every transition built on them stops, whichever durations exist.
globalStyle(':root', {
  '@layer': {
    [themeLayer]: {
      '@media': {
        [reducedMotion]: {
          vars: Object.fromEntries(Object.values(vars.duration).map((name) => [name, '0ms'])),
        },
      },
    },
  },
});
