import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const list = recipe({
  base: layered({
    display: 'grid',
    gap: vars.space['5'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
  variants: {
    columns: {
      1: layered({}),
      2: layered({
        '@media': {
          [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['10'] },
        },
      }),
    },
  },
  defaultVariants: { columns: 1 },
});
