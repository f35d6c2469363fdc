import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const label = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
  }),
);
