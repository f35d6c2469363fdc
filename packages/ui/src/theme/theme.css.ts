import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { themeLayer } from './layers.css';
import {
  colors,
  durations,
  easings,
  fontFamilies,
  fontSizes,
  fontWeights,
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
  space,
  radius: radii,
  shadow: shadows,
  zIndex: zIndices,
  duration: durations,
  easing: easings,
});

// Motion tokens collapse to zero so every transition built on them stops.
globalStyle(':root', {
  '@layer': {
    [themeLayer]: {
      '@media': {
        '(prefers-reduced-motion: reduce)': {
          vars: {
            [vars.duration.fast]: '0ms',
            [vars.duration.normal]: '0ms',
            [vars.duration.slow]: '0ms',
          },
        },
      },
    },
  },
});
