import { mediaUp, vars } from '@company/ui/theme';
import { recipe } from '@vanilla-extract/recipes';

export const list = recipe({
  base: {
    display: 'grid',
    gap: vars.space['5'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    columns: {
      1: {},
      2: {
        '@media': {
          [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['10'] },
        },
      },
    },
  },
  defaultVariants: { columns: 1 },
});
