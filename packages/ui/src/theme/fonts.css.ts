import { globalFontFace } from '@vanilla-extract/css';

// Local fallbacks sized to the web fonts' metrics. Part of `@company/ui/fonts.css`, next to the
// web fonts themselves (scripts/finalize.mjs adds those).

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
