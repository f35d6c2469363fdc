import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { gaps } from '../../utils/layout.css';

export const stack = recipe({
  base: layered({
    display: 'flex',
    // A list keeps no bullets nor indent: the stack lays it out.
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minWidth: 0,
  }),
  // The flex defaults (`row`, `stretch`, `start`, no wrap) need no rule: empty variants ship no CSS.
  variants: {
    direction: {
      column: layered({ flexDirection: 'column' }),
      row: {},
    },
    gap: gaps,
    align: {
      start: layered({ alignItems: 'flex-start' }),
      center: layered({ alignItems: 'center' }),
      end: layered({ alignItems: 'flex-end' }),
      stretch: {},
      baseline: layered({ alignItems: 'baseline' }),
    },
    justify: {
      start: {},
      center: layered({ justifyContent: 'center' }),
      end: layered({ justifyContent: 'flex-end' }),
      between: layered({ justifyContent: 'space-between' }),
    },
    wrap: {
      true: layered({ flexWrap: 'wrap' }),
      false: {},
    },
  },
});
