import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { choiceControl, choiceInput } from '../Field/choice.css';

export const control = choiceControl;

export const input = style([
  choiceInput,
  layered({
    borderRadius: vars.radius.sm,
    transitionProperty: 'background-color, border-color',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.primary },
      '&:checked': { borderColor: vars.color.primary, backgroundColor: vars.color.primary },
      '&:hover:checked:not(:disabled)': {
        borderColor: vars.color.primaryHover,
        backgroundColor: vars.color.primaryHover,
      },
      '&[aria-invalid="true"]:not(:checked)': { borderColor: vars.color.dangerStrong },
    },
    // The checked fill would be forced back to Canvas, leaving an empty box; the hover selector is
    // repeated so that its colour does not win.
    '@media': {
      [forcedColors]: {
        borderColor: 'CanvasText',
        backgroundColor: 'Canvas',
        selectors: {
          '&:checked, &:hover:checked:not(:disabled)': { borderColor: 'Highlight', backgroundColor: 'Highlight' },
          '&:disabled': { borderColor: 'GrayText' },
          '&:disabled:checked': { backgroundColor: 'GrayText' },
        },
      },
    },
  }),
]);

export const check = style(
  layered({
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    width: '1rem',
    height: '1rem',
    color: vars.color.textInverse,
    strokeWidth: 3,
    pointerEvents: 'none',
    opacity: 0,
    selectors: {
      [`${input}:checked + &`]: { opacity: 1 },
      [`${input}:disabled + &`]: { opacity: 0 },
      [`${input}:disabled:checked + &`]: { opacity: 0.8 },
    },
    // An SVG keeps the colour set on it under forced colours (`preserve-parent-color`): the white
    // mark would vanish on a white Canvas. It takes the text colour of the Highlight fill instead.
    '@media': {
      [forcedColors]: {
        color: 'HighlightText',
        selectors: { [`${input}:disabled + &`]: { color: 'Canvas' } },
      },
    },
  }),
);
