import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { themeLayer } from './layers.css';
import { colorScheme, reducedMotion } from './media';
import {
  borderWidths,
  colors,
  containerWidths,
  controlHeights,
  darkColors,
  darkShadows,
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
import { vars } from './vars.css';

// Every token on the root: a page that sets no scheme gets the light one, and sets no
// `color-scheme`, so nothing of the app's own changes until it asks for a scheme.
createGlobalTheme(':root', vars, {
  '@layer': themeLayer,
  color: colors,
  font: fontFamilies,
  fontSize: fontSizes,
  // A step of the scale, so an app that retunes `--cui-font-size-5xl` retunes the phone size too.
  fontSizeMobile: {
    display: vars.fontSize[mobileFontSizes.display],
    heading1: vars.fontSize[mobileFontSizes.heading1],
  },
  fontWeight: fontWeights,
  lineHeight: lineHeights,
  letterSpacing: letterSpacings,
  space,
  radius: radii,
  shadow: shadows,
  zIndex: zIndices,
  duration: durations,
  easing: easings,
  borderWidth: borderWidths,
  focusRing,
  opacity: opacities,
  controlHeight: controlHeights,
  iconSize: iconSizes,
  containerWidth: containerWidths,
});

const light = assignVars({ color: vars.color, shadow: vars.shadow }, { color: colors, shadow: shadows });
const dark = assignVars({ color: vars.color, shadow: vars.shadow }, { color: darkColors, shadow: darkShadows });

const inThemeLayer = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [themeLayer]: rule } });

// A scheme chosen on any element, `<html>` or a subtree (see the `Theme` component): its colours
// and shadows, painted on that element, with `color-scheme` so form controls and scrollbars follow.
inThemeLayer('[data-cui-scheme]', {
  color: vars.color.text,
  backgroundColor: vars.color.background,
});
inThemeLayer('[data-cui-scheme="light"]', { vars: light, colorScheme: 'light' });
inThemeLayer('[data-cui-scheme="dark"]', { vars: dark, colorScheme: 'dark' });
inThemeLayer('[data-cui-scheme="system"]', {
  vars: light,
  colorScheme: 'light dark',
  '@media': { [colorScheme.dark]: { vars: dark } },
});

// Motion tokens collapse to zero so every transition built on them stops, whichever durations exist.
inThemeLayer(':root', {
  '@media': {
    [reducedMotion]: {
      vars: Object.fromEntries(Object.values(vars.duration).map((name) => [name, '0ms'])),
    },
  },
});
