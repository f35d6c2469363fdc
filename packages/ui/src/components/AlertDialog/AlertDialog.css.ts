// The overlay, panel, title, description and footer are Dialog's (../Dialog/Dialog.css.ts); only
// the danger tone of the action is AlertDialog's own.
import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

// Darkens the fill under the pointer and when pressed, in both schemes: the white label only gains contrast.
const shade = (alpha: number) => `linear-gradient(rgb(0 0 0 / ${alpha}), rgb(0 0 0 / ${alpha}))`;
const enabled = ':not(:disabled, [aria-disabled="true"])';

/**
 * The action is a primary Button; the danger tone paints it red. The selectors name the tone, so
 * they outweigh the primary variant's fill (and its hover and press) whatever order the styles load in.
 */
export const action = style(
  layered({
    selectors: {
      '&[data-tone="danger"]': { backgroundColor: vars.color.dangerStrong, color: vars.color.textInverse },
      [`&[data-tone="danger"]:hover${enabled}`]: {
        backgroundColor: vars.color.dangerStrong,
        backgroundImage: shade(0.12),
      },
      [`&[data-tone="danger"]:active${enabled}`]: {
        backgroundColor: vars.color.dangerStrong,
        backgroundImage: shade(0.2),
      },
    },
  }),
);
