import { createVar } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { gaps } from '../../utils/layout.css';

/** The `minItemWidth` of a grid, set on its element. */
export const minItemWidth = createVar();

const columnCounts = [1, 2, 3, 4, 5, 6] as const;

export const grid = recipe({
  base: layered({
    display: 'grid',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minWidth: 0,
  }),
  variants: {
    columns: Object.fromEntries(
      columnCounts.map((count) => [count, layered({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` })]),
    ),
    // As many columns as fit at the minimum width; `min()` keeps a single column inside a narrower
    // screen instead of overflowing it. Declared after `columns`, so it wins over a count.
    fill: {
      true: layered({ gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))` }),
    },
    gap: gaps,
  },
});
