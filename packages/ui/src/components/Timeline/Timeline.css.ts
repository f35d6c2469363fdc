import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const dotSize = '1rem';
/** Vertical centre of the dot, aligned with the first line of the date. */
const dotCentre = '0.75rem';

export const list = style(
  layered({
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  layered({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    paddingInlineStart: vars.space['10'],
    paddingBlockEnd: vars.space['8'],
    selectors: {
      '&:last-child': { paddingBlockEnd: 0 },
      // The line runs from this milestone's dot to the next one's.
      '&::before': {
        content: '""',
        position: 'absolute',
        insetInlineStart: `calc(${dotSize} / 2 - 1px)`,
        top: dotCentre,
        bottom: `calc(-1 * ${dotCentre})`,
        width: '2px',
        backgroundColor: vars.color.border,
      },
      '&:last-child::before': { display: 'none' },
    },
    // A line drawn as a fill: forced colours would paint it Canvas, on Canvas.
    '@media': { [forcedColors]: { selectors: { '&::before': { backgroundColor: 'CanvasText' } } } },
  }),
);

export const dot = style(
  layered({
    position: 'absolute',
    insetInlineStart: 0,
    top: `calc(${dotCentre} - ${dotSize} / 2)`,
    zIndex: 1,
    width: dotSize,
    height: dotSize,
    borderRadius: vars.radius.full,
    border: `3px solid ${vars.color.primary}`,
    backgroundColor: vars.color.surface,
    boxShadow: `0 0 0 4px ${vars.color.primarySubtle}`,
  }),
);

export const date = style(
  layered({
    // The heading comes first in the source for heading navigation; the date shows above it.
    order: -1,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: '1.5rem',
    color: vars.color.primaryText,
  }),
);

export const title = style(
  layered({
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
  }),
);

export const description = style(
  layered({
    color: vars.color.textMuted,
    lineHeight: vars.lineHeight.normal,
  }),
);
