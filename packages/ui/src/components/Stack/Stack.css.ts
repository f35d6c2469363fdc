import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';
import { spaceSteps } from '../../utils/layout';

export const stack = recipe({
  base: layered({
    display: 'flex',
    // A list keeps no bullets nor indent: the stack lays it out.
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minWidth: 0,
  }),
  variants: {
    direction: {
      column: layered({ flexDirection: 'column' }),
      row: layered({ flexDirection: 'row' }),
    },
    gap: Object.fromEntries(spaceSteps.map((step) => [step, layered({ gap: vars.space[step] })])),
    align: {
      start: layered({ alignItems: 'flex-start' }),
      center: layered({ alignItems: 'center' }),
      end: layered({ alignItems: 'flex-end' }),
      stretch: layered({ alignItems: 'stretch' }),
      baseline: layered({ alignItems: 'baseline' }),
    },
    justify: {
      start: layered({ justifyContent: 'flex-start' }),
      center: layered({ justifyContent: 'center' }),
      end: layered({ justifyContent: 'flex-end' }),
      between: layered({ justifyContent: 'space-between' }),
    },
    wrap: {
      true: layered({ flexWrap: 'wrap' }),
      false: layered({ flexWrap: 'nowrap' }),
    },
  },
});
