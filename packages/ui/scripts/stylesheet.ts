// Build-only entry of the stylesheet build: every module that contributes CSS, in cascade order
// (layer order, theme variables, reset and element styles, then the components). Its compiled
// JavaScript is thrown away; scripts/finalize.mjs turns its CSS into dist/styles.css.
import '../src/theme/layers.css';
import '../src/theme/theme.css';
import '../src/theme/global.css';

export * from '../src/index';
