import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';

/** The slider and, at its inline end, the value it shows. */
export const root = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['4'],
    width: '100%',
    minWidth: 0,
  }),
);

export const slider = style(
  layered({
    position: 'relative',
    display: 'flex',
    flex: '1 1 auto',
    alignItems: 'center',
    minWidth: '8rem',
    // The whole height is a target for the pointer, as large as the thumb: 24 px at least.
    height: '1.5rem',
    touchAction: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
    // GrayText already says disabled in forced colours; faded, it would fall below the system's contrast.
    '@media': { [forcedColors]: { selectors: { '&[data-disabled]': { opacity: 1 } } } },
  }),
);

export const track = style(
  layered({
    position: 'relative',
    flexGrow: 1,
    height: '0.375rem',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.border,
    '@media': { [forcedColors]: { border: '1px solid CanvasText' } },
  }),
);

/** The chosen part of the track: from the start to the thumb, or between the two thumbs. */
export const range = style(
  layered({
    position: 'absolute',
    height: '100%',
    backgroundColor: vars.color.primary,
    '@media': {
      // The fill would be forced to Canvas and the chosen part would vanish.
      [forcedColors]: {
        forcedColorAdjust: 'none',
        backgroundColor: 'Highlight',
        selectors: { '[data-disabled] &': { backgroundColor: 'GrayText' } },
      },
    },
  }),
);

export const thumb = style(
  layered({
    display: 'block',
    width: '1.25rem',
    height: '1.25rem',
    border: `${vars.borderWidth.thick} solid ${vars.color.primary}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    cursor: 'grab',
    transitionProperty: 'box-shadow',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:hover:not([data-disabled])': { boxShadow: `0 0 0 4px ${vars.color.primarySubtle}` },
      '&:active:not([data-disabled])': { cursor: 'grabbing' },
      // A thicker edge in the danger colour, so an invalid slider stands out beyond its message.
      '&[aria-invalid="true"]': { borderWidth: '3px', borderColor: vars.color.dangerStrong },
      '&[data-disabled]': { borderColor: vars.color.borderStrong, cursor: 'not-allowed' },
    },
    '@media': {
      [forcedColors]: {
        borderColor: 'CanvasText',
        selectors: {
          '&:hover:not([data-disabled])': { outline: '1px solid CanvasText', outlineOffset: '2px' },
          '&[data-disabled]': { borderColor: 'GrayText' },
        },
      },
    },
  }),
);

export const value = style(
  layered({
    flexShrink: 0,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.snug,
    whiteSpace: 'nowrap',
    selectors: { '[data-disabled] > &': { color: vars.color.textMuted } },
  }),
);
