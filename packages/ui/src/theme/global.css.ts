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

// The same for Space Grotesk, measured on French text. Its width barely changes with weight while
// Arial's does, so headings (600 and up) get Arial Bold with its own scale instead of a faux bold.
// Ascent and descent are Space Grotesk's (0.984 and 0.292 em) divided by each size adjustment.
globalFontFace('Space Grotesk Fallback', [
  {
    src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans"), local("Helvetica")',
    fontWeight: '300 500',
    sizeAdjust: '108.6%',
    ascentOverride: '90.61%',
    descentOverride: '26.89%',
    lineGapOverride: '0%',
  },
  {
    src: 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold"), local("Helvetica Bold"), local("Helvetica-Bold")',
    fontWeight: '600 700',
    sizeAdjust: '101.5%',
    ascentOverride: '96.95%',
    descentOverride: '28.77%',
    lineGapOverride: '0%',
  },
]);

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

// Headings carry the brand face; a component that sets its own family or tracking still wins.
reset('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
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
