import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { resetLayer } from './layers.css';
import { vars } from './vars.css';

const reset = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [resetLayer]: rule } });

reset('*, *::before, *::after', { boxSizing: 'border-box' });

// Arial resized to Inter's metrics: until Inter has loaded (`font-display: swap`), text set in
// the fallback takes the same room, so the swap moves nothing on the page.
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("Liberation Sans"), local("Helvetica")',
  sizeAdjust: '107.4%',
  ascentOverride: '90.2%',
  descentOverride: '22.48%',
  lineGapOverride: '0%',
});

reset('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

reset('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

reset('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

reset('h1, h2, h3, h4, h5, h6', {
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  textWrap: 'balance',
});

reset('p', { textWrap: 'pretty' });

reset('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });

reset('img, video', { height: 'auto' });

reset('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

reset('a', { color: vars.color.primaryText });

reset(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

reset('[hidden]', { display: 'none' });
