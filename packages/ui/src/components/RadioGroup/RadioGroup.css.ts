import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';

/** The label, hint, radios and error, spaced as in a `Field`. */
export const field = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    minWidth: 0,
  }),
);

export const group = recipe({
  base: layered({
    display: 'flex',
    minWidth: 0,
  }),
  variants: {
    orientation: {
      vertical: layered({ flexDirection: 'column', gap: vars.space['3'] }),
      horizontal: layered({
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space['6'],
        rowGap: vars.space['3'],
      }),
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const control = style(
  layered({
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    width: '1.5rem',
    height: '1.5rem',
  }),
);

export const radio = style(
  layered({
    position: 'relative',
    display: 'block',
    width: '100%',
    height: '100%',
    margin: 0,
    padding: 0,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    cursor: 'pointer',
    transitionProperty: 'border-color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.primary },
      '&[data-state="checked"]': { borderColor: vars.color.primary },
      '&:hover[data-state="checked"]:not(:disabled)': { borderColor: vars.color.primaryHover },
      '[aria-invalid="true"] &[data-state="unchecked"]': { borderColor: vars.color.dangerStrong },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
    // Forced colours keep the border but repaint it: CanvasText at rest, Highlight when checked,
    // GrayText when disabled, a second pixel for an invalid group (the red is gone). The hover
    // selector is repeated so that its colour does not win.
    '@media': {
      [forcedColors]: {
        borderColor: 'CanvasText',
        backgroundColor: 'Canvas',
        selectors: {
          '&[data-state="checked"], &:hover[data-state="checked"]:not(:disabled)': { borderColor: 'Highlight' },
          '[aria-invalid="true"] &[data-state="unchecked"]': { borderColor: 'CanvasText', borderWidth: '3px' },
          '&:disabled': { borderColor: 'GrayText' },
        },
      },
    },
  }),
);

/** The dot of the checked radio. */
export const dot = style(
  layered({
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary,
    selectors: {
      [`${radio}:hover:not(:disabled) > &`]: { backgroundColor: vars.color.primaryHover },
    },
    // A plain fill would be forced back to Canvas, leaving an empty ring.
    '@media': {
      [forcedColors]: {
        backgroundColor: 'Highlight',
        selectors: {
          [`${radio}:hover:not(:disabled) > &`]: { backgroundColor: 'Highlight' },
          [`${radio}:disabled > &`]: { backgroundColor: 'GrayText' },
        },
      },
    },
  }),
);
