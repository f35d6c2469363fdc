import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/** Room the close button takes in the panel's corner. */
const closeRoom = '2.5rem';

export const content = style(
  layered({
    // Not positioned: the close button and the arrow are placed against Radix's wrapper, outside
    // this box's scrolling, which would clip the arrow.
    zIndex: vars.zIndex.popover,
    // Narrow enough to read beside its control; never wider than the screen leaves it.
    width: 'max-content',
    maxWidth: 'min(20rem, var(--radix-popover-content-available-width))',
    maxHeight: 'var(--radix-popover-content-available-height)',
    overflowY: 'auto',
    padding: vars.space['4'],
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${vars.duration.fast} ${vars.easing.standard}` },
      '&[data-close-button]': { paddingInlineEnd: closeRoom },
      // The panel takes the focus only when it has no field or button to give it to, so that Tab
      // goes on from there: a ring around the whole panel would read as a control.
      '&:focus-visible': { outline: 'none' },
    },
    '@media': {
      [reducedMotion]: { selectors: { '&[data-state="open"]': { animationName: 'none' } } },
    },
  }),
);

/** The close button's place, in the panel's top end corner (of Radix's wrapper, which has the panel's size). */
export const closeCorner = style(
  layered({
    position: 'absolute',
    top: vars.space['1'],
    insetInlineEnd: vars.space['1'],
  }),
);

export const arrow = style(
  layered({
    display: 'block',
    // Up by the border's width, so the fill covers the panel's border where the arrow meets it.
    transform: 'translateY(-1px)',
    fill: vars.color.surface,
    stroke: vars.color.border,
    strokeWidth: '1px',
    // SVG keeps its own colours in forced colours: the arrow takes the panel's Canvas and edge.
    '@media': { [forcedColors]: { fill: 'Canvas', stroke: 'CanvasText' } },
  }),
);

// The path is drawn in a 30 × 10 box stretched to the arrow's size: the edge keeps its width.
globalStyle(`${arrow} > path`, layered({ vectorEffect: 'non-scaling-stroke' }));
