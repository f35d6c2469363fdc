import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { rtl } from '../../utils/direction';

export const control = style(
  layered({
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    width: '2.75rem',
    height: '1.5rem',
  }),
);

export const track = style(
  layered({
    appearance: 'none',
    display: 'block',
    width: '100%',
    height: '100%',
    margin: 0,
    border: 0,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.borderStrong,
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.textMuted },
      '&:checked': { backgroundColor: vars.color.primary },
      '&:hover:checked:not(:disabled)': { backgroundColor: vars.color.primaryHover },
      '&[aria-invalid="true"]:not(:checked)': { boxShadow: `0 0 0 2px ${vars.color.dangerStrong}` },
      '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
    // Forced colours drop the track's fill: an edge, and the Highlight fill when on, tell the states
    // apart (Highlight, not SelectedItem, which Chromium's forced palettes leave at its default blue).
    // The selectors repeat the hover ones, whose colour would otherwise win and be forced to Canvas.
    '@media': {
      [forcedColors]: {
        border: '1px solid CanvasText',
        backgroundColor: 'Canvas',
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: 'Canvas' },
          '&:checked, &:hover:checked:not(:disabled)': { borderColor: 'Highlight', backgroundColor: 'Highlight' },
          // A second pixel of edge stands in for the red ring.
          '&[aria-invalid="true"]:not(:checked)': { borderWidth: vars.borderWidth.thick },
          '&:disabled': { borderColor: 'GrayText' },
          '&:disabled:checked': { backgroundColor: 'GrayText' },
        },
      },
    },
  }),
);

/** The knob: at the start when off, at the end when on, with an icon saying which. */
export const thumb = style(
  layered({
    position: 'absolute',
    insetBlock: '0.1875rem',
    insetInlineStart: '0.1875rem',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.125rem',
    height: '1.125rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    color: vars.color.textMuted,
    pointerEvents: 'none',
    transitionProperty: 'transform',
    transitionDuration: vars.duration.normal,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      [`${track}:checked + &`]: { transform: 'translateX(1.25rem)', color: vars.color.primaryText },
      [`${track}:checked + &${rtl}`]: { transform: 'translateX(-1.25rem)' },
      [`${track}:disabled + &`]: { opacity: 0.8 },
    },
    // Knob and track would both be forced to Canvas: the knob takes the colour that reads on its
    // track, and its icon the track's own colour.
    '@media': {
      [forcedColors]: {
        backgroundColor: 'CanvasText',
        color: 'Canvas',
        selectors: {
          [`${track}:checked + &`]: { backgroundColor: 'HighlightText', color: 'Highlight' },
          [`${track}:disabled + &`]: { backgroundColor: 'GrayText', color: 'Canvas' },
          [`${track}:disabled:checked + &`]: { backgroundColor: 'Canvas', color: 'GrayText' },
        },
      },
    },
  }),
);

const icon = {
  width: '0.75rem',
  height: '0.75rem',
  strokeWidth: 3,
} as const;

export const iconOn = style(
  layered({
    ...icon,
    display: 'none',
    selectors: { [`${track}:checked + ${thumb} > &`]: { display: 'block' } },
  }),
);

export const iconOff = style(
  layered({
    ...icon,
    display: 'block',
    selectors: { [`${track}:checked + ${thumb} > &`]: { display: 'none' } },
  }),
);
