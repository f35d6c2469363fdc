import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const identity = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
  }),
);

export const role = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.primaryText,
  }),
);
