// The base styles of the package's own elements: what each would otherwise take from the reset
// (`reset.css.ts`), given only to elements that carry a class of the package (every generated
// class starts with `cui_`, see tsup.config.ts). An app that does not import the reset keeps its
// own element styles, and the components still look as designed. In the workspace, where classes
// are not prefixed, the reset in `styles.css` gives the same values.
import { globalStyle } from '@vanilla-extract/css';
import { baseLayer } from './layers.css';
import { vars } from './vars.css';

const own = ':where([class^="cui_"], [class*=" cui_"])';
/** `own` elements of the given types, or with a pseudo-class or element appended. */
const ownOf = (types: string) => `:where(${types})${own}`;

const base = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [baseLayer]: rule } });

base(`${own}, ${own}::before, ${own}::after`, { boxSizing: 'border-box' });

base(ownOf('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd'), { margin: 0 });

base(ownOf('h1, h2, h3, h4, h5, h6'), {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  textWrap: 'balance',
});

base(ownOf('p'), { textWrap: 'pretty' });

base(ownOf('img, svg, video, canvas'), { display: 'block', maxWidth: '100%' });

base(ownOf('img, video'), { height: 'auto' });

base(ownOf('button, input, select, textarea'), { font: 'inherit', color: 'inherit' });

base(ownOf('a'), { color: vars.color.primaryText });

// The outermost element of a component sets its text face and colour, after the rule above so a
// component that is a button keeps them; everything inside inherits them.
base(`${own}:not(${own} *)`, {
  fontFamily: vars.font.body,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

base(`${own}:focus-visible`, {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
});

base(`${own}[hidden]`, { display: 'none' });
