import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const fieldset = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
  }),
);

export const legend = style(
  layered({
    padding: 0,
    marginBlockEnd: vars.space['3'],
    fontWeight: vars.fontWeight.semibold,
  }),
);
