import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';

// As wide as Button is high at each size. The selectors name Button's `data-size`, so they outweigh
// the padding of Button's size classes whatever order the stylesheets come in.
export const iconButton = style(
  layered({
    flexShrink: 0,
    selectors: {
      '&[data-size="sm"]': { width: '2rem', minWidth: '2rem', paddingInline: 0 },
      '&[data-size="md"]': { width: '2.5rem', minWidth: '2.5rem', paddingInline: 0 },
      '&[data-size="lg"]': { width: '3rem', minWidth: '3rem', paddingInline: 0 },
    },
  }),
);
