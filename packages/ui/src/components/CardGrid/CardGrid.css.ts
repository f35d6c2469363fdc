import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const tracks = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

export const grid = recipe({
  base: layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
  variants: {
    columns: {
      1: layered({}),
      2: layered({ '@media': { [mediaUp('md')]: tracks(2) } }),
      3: layered({ '@media': { [mediaUp('md')]: tracks(2), [mediaUp('lg')]: tracks(3) } }),
      // Four cards share a row only on wide screens, where each keeps a readable width; two by two before.
      4: layered({ '@media': { [mediaUp('sm')]: tracks(2), [mediaUp('xl')]: tracks(4) } }),
    },
    gap: {
      '4': layered({ gap: vars.space['4'] }),
      '6': layered({ gap: vars.space['6'] }),
      '8': layered({ gap: vars.space['8'] }),
    },
  },
  defaultVariants: { columns: 3, gap: '6' },
});

/** A grid cell whose card stretches to the height of the row. */
export const item = style(layered({ display: 'grid', minWidth: 0 }));
