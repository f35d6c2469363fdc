import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    minWidth: 0,
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space['4'],
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const label = style(
  layered({
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text,
  }),
);

export const value = style(
  layered({
    flexShrink: 0,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.textMuted,
  }),
);

export const track = recipe({
  base: layered({
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.backgroundMuted,
    // The empty part of the track keeps a visible edge (non-text contrast).
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    // Forced colours remove the inset shadow that draws the edge: an outline takes its place.
    '@media': { [forcedColors]: { backgroundColor: 'Canvas', outline: '1px solid CanvasText', outlineOffset: '-1px' } },
  }),
  variants: {
    size: {
      sm: layered({ height: '0.375rem' }),
      md: layered({ height: '0.625rem' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const fill = recipe({
  base: layered({
    height: '100%',
    borderRadius: 'inherit',
    transitionProperty: 'width',
    transitionDuration: vars.duration.slow,
    transitionTimingFunction: vars.easing.standard,
    '@media': {
      [reducedMotion]: { transitionProperty: 'none' },
      // Every tone's fill would be forced to Canvas, the track's colour: the bar would read empty.
      [forcedColors]: { backgroundColor: 'CanvasText' },
    },
  }),
  variants: {
    tone: {
      brand: layered({ backgroundColor: vars.color.primary }),
      success: layered({ backgroundColor: vars.color.successStrong }),
      warning: layered({ backgroundColor: vars.color.warningStrong }),
      danger: layered({ backgroundColor: vars.color.dangerStrong }),
      info: layered({ backgroundColor: vars.color.infoStrong }),
    },
  },
  defaultVariants: { tone: 'brand' },
});
