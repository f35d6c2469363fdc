import type { StyleRule } from '@vanilla-extract/css';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';

/** The box shared by `TextInput`, `TextArea` and `Select`, so the three line up in a form. */
export const controlBox: StyleRule = {
  display: 'block',
  width: '100%',
  minWidth: 0,
  margin: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    // A second pixel of border makes an invalid control stand out beyond its colour.
    '&[aria-invalid="true"]': {
      borderColor: vars.color.dangerStrong,
      boxShadow: `inset 0 0 0 1px ${vars.color.dangerStrong}`,
    },
    '&:disabled': {
      borderColor: vars.color.border,
      backgroundColor: vars.color.backgroundMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [forcedColors]: {
      selectors: {
        // Forced colours paint every border alike and drop the inset shadow: the border itself
        // doubles, so an invalid control still stands out beyond its error message.
        '&[aria-invalid="true"]': { borderWidth: vars.borderWidth.thick },
        '&:disabled': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
};

/** Heights of the single-line controls by size (the `controlHeight` tokens). */
export const controlHeights = vars.controlHeight;
