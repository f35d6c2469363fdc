import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

/** A featured card keeps its variant's surface and gains a brand border, thicker on top. */
export const featured = style(
  layered({
    selectors: {
      '&[data-featured]': {
        borderColor: vars.color.primary,
        borderBlockStartWidth: '4px',
      },
    },
  }),
);

export const badges = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['2'],
  }),
);

export const readTime = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
  }),
);

export const readTimeIcon = style(
  layered({
    width: '1em',
    height: '1em',
    flexShrink: 0,
  }),
);
