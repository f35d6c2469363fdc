import { fontFamilies, vars } from '@company/ui/theme';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { deferredFontsAttribute, withoutWebFonts } from '../boot/webFonts';
import { CHAT_OFFSET_TOKEN } from '../features/consent/consentIds';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

// Pages lay out their own sections (each with its container), so main only fills the height.
export const main = style({ flex: 1 });

// The header stays at the top of the window: what an anchor link (the FAQ's table of contents) or
// the keyboard scrolls to stops below it instead of under it.
globalStyle('html', { scrollPaddingTop: vars.space['24'] });

// The main region only takes focus from a skip link or a route change; an outline around the
// whole page would be noise.
globalStyle(`${main}:focus`, { outline: 'none' });

// The cookie banner drawn in the HTML shows only once the head script has found no stored choice:
// never without JavaScript (its buttons need it), never to a visitor who has already chosen.
globalStyle('html:not([data-consent="ask"]) #cookie-consent', { display: 'none' });

// While the banner shows, what the keyboard or a link scrolls to stops above it instead of under it
// (WCAG 2.4.11), and the page ends that much lower, so that its footer can scroll out from under
// it too. The chat's offset is the banner's height and its gap to the edge, kept up to date by the
// consent head script and then the banner's code.
const bannerClearance = `var(${CHAT_OFFSET_TOKEN}, 0px)`;
globalStyle('html[data-consent="ask"]', { scrollPaddingBottom: bannerClearance });
globalStyle(`html[data-consent="ask"] ${page}`, { paddingBottom: bannerClearance });

export const brand = style({
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
});

// Until the web fonts have loaded after the first paint, text is set in their local fallbacks.
globalStyle(`html[${deferredFontsAttribute}="later"]`, {
  vars: {
    [vars.font.body]: withoutWebFonts(fontFamilies.body),
    [vars.font.heading]: withoutWebFonts(fontFamilies.heading),
  },
});

// A tap kept by an island whose code is on its way (site/build/interactionDirective.ts): the
// control shows at once that it is working, and answers when the code has arrived.
const working = keyframes({ '50%': { opacity: 0.55 } });
globalStyle('astro-island[data-island="pending"] [aria-busy="true"]', {
  cursor: 'progress',
  opacity: 0.8,
  animation: `${working} 0.9s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
