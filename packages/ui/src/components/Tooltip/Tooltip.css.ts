import { keyframes, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style(
  layered({
    // The popovers' layer: portalled after a menu or a panel it opens from, it shows above them.
    zIndex: vars.zIndex.popover,
    maxWidth: 'min(16rem, var(--radix-tooltip-content-available-width))',
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.sm,
    // The page's colours swapped, in either scheme: the tooltip stands out from any surface, and
    // keeps the contrast of body text.
    backgroundColor: vars.color.text,
    color: vars.color.background,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'break-word',
    selectors: {
      // Only after the delay: moving along a toolbar shows each next tooltip at once, without a fade.
      '&[data-state="delayed-open"]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.standard}` },
    },
    '@media': {
      [reducedMotion]: { selectors: { '&[data-state="delayed-open"]': { animationName: 'none' } } },
      // Forced colours paint the fill Canvas, like the page under it: an edge keeps the tooltip apart.
      [forcedColors]: { border: '1px solid CanvasText' },
    },
  }),
);

export const arrow = style(
  layered({
    display: 'block',
    fill: vars.color.text,
    // SVG keeps its own colours in forced colours: the arrow takes the tooltip's edge colour.
    '@media': { [forcedColors]: { fill: 'CanvasText' } },
  }),
);
