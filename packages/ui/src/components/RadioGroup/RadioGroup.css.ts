import { style, styleVariants } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { choiceControl, choiceInput } from '../Field/choice.css';
import { fieldsetReset } from '../Fieldset/Fieldset.css';

export const group = style([
  fieldsetReset,
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] }),
]);

export const legend = style(
  layered({
    padding: 0,
    marginBlockEnd: vars.space['2'],
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    selectors: {
      '[data-disabled] > &': { color: vars.color.textMuted },
    },
  }),
);

export const options = styleVariants({
  vertical: layered({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] }),
  horizontal: layered({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space['6'], rowGap: vars.space['3'] }),
});

export const control = choiceControl;

export const input = style([
  choiceInput,
  layered({
    borderRadius: vars.radius.full,
    transitionProperty: 'border-color',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.primary },
      '&:checked': { borderColor: vars.color.primary },
      '&:hover:checked:not(:disabled)': { borderColor: vars.color.primaryHover },
      // Radios do not take `aria-invalid`: the group carries it.
      '[aria-invalid="true"] &:not(:checked)': { borderColor: vars.color.dangerStrong },
    },
    '@media': {
      [forcedColors]: {
        borderColor: 'CanvasText',
        backgroundColor: 'Canvas',
        selectors: {
          '&:checked, &:hover:checked:not(:disabled)': { borderColor: 'Highlight' },
          '&:disabled': { borderColor: 'GrayText' },
        },
      },
    },
  }),
]);

/** The dot of the chosen option, drawn over the circle. */
export const dot = style(
  layered({
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary,
    pointerEvents: 'none',
    opacity: 0,
    transform: 'scale(0.5)',
    transitionProperty: 'opacity, transform',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      [`${input}:checked + &`]: { opacity: 1, transform: 'none' },
      [`${input}:hover:checked:not(:disabled) + &`]: { backgroundColor: vars.color.primaryHover },
    },
    '@media': {
      // A fill is forced back to Canvas, which would hide the dot: it keeps a system colour instead.
      [forcedColors]: {
        forcedColorAdjust: 'none',
        backgroundColor: 'Highlight',
        selectors: {
          [`${input}:hover:checked:not(:disabled) + &`]: { backgroundColor: 'Highlight' },
          [`${input}:disabled + &`]: { backgroundColor: 'GrayText' },
        },
      },
      [reducedMotion]: { transitionProperty: 'none' },
    },
  }),
);
