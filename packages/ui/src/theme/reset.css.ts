// The reset and element styles: box sizing, body margin and colours, heading and paragraph
// margins, media as blocks, links and focus rings. Opt-in (`@company/ui/reset.css`, or the
// all-in-one `styles.css`): they restyle the whole page, not only the components.
import { globalStyle } from '@vanilla-extract/css';
import { resetLayer } from './layers.css';
import { vars } from './vars.css';

const reset = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [resetLayer]: rule } });

reset('*, *::before, *::after', { boxSizing: 'border-box' });

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
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
});

// `hidden="until-found"` keeps the browser's own `content-visibility: hidden`, which find-in-page
// searches and reveals (closed accordion items); `display: none` would hide it from the search.
reset('[hidden]:not([hidden="until-found" i])', { display: 'none' });
