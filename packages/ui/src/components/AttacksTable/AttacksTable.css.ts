import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const time = style(
  layered({
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
);

export const ip = style(
  layered({
    fontFamily: vars.font.mono,
    fontSize: '0.95em',
    whiteSpace: 'nowrap',
  }),
);

export const details = style(
  layered({
    display: 'block',
    // Keeps the free text readable when the table scrolls sideways on small screens.
    minWidth: '14rem',
    color: vars.color.textMuted,
  }),
);
