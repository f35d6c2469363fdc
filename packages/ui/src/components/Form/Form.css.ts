import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const form = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['5'],
    minWidth: 0,
  }),
);

export const alert = style(
  layered({
    selectors: { '&:focus-visible': { outlineOffset: vars.focusRing.offset } },
  }),
);

export const formErrors = style(
  layered({
    margin: 0,
    paddingInlineStart: 0,
    listStylePosition: 'inside',
  }),
);
