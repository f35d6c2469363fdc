import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['6'],
    minWidth: 0,
  }),
);

/** A search field wide enough for a few words, not the whole row. */
export const search = style(layered({ maxWidth: '36rem' }));

export const status = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  }),
);
