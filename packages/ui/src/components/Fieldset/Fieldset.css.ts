import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

/** A fieldset without the browser's frame and indent; the radio group and the cookie switches start from it too. */
export const fieldsetReset = style(layered({ minWidth: 0, margin: 0, padding: 0, border: 0 }));

export const fieldset = style([
  fieldsetReset,
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] }),
]);

export const legend = style(
  layered({
    padding: 0,
    marginBlockEnd: vars.space['3'],
    fontWeight: vars.fontWeight.semibold,
  }),
);
