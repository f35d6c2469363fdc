import { style, styleVariants } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const list = style(
  layered({
    display: 'grid',
    gap: vars.space['2'],
    margin: 0,
    paddingInlineStart: vars.space['6'],
    selectors: {
      // A list inside an item starts a little under it.
      'li > &': { marginBlockStart: vars.space['2'] },
    },
  }),
);

export const marker = styleVariants({
  bullet: layered({ listStyleType: 'disc' }),
  number: layered({ listStyleType: 'decimal' }),
});

export const item = style(
  layered({
    paddingInlineStart: vars.space['1'],
    selectors: {
      '&::marker': { color: vars.color.textMuted },
    },
  }),
);
