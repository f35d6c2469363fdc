import { globalStyle, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const figure = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    margin: 0,
  }),
);

// The picture takes the width of the figure; its ground shows while it loads.
globalStyle(
  `${figure} > img`,
  layered({
    display: 'block',
    width: '100%',
    height: 'auto',
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.backgroundMuted,
  }),
);

export const caption = style(
  layered({
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text,
  }),
);
