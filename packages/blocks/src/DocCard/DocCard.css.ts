import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

/** A featured card keeps its variant's surface and gains a brand border, thicker on top. */
export const featured = style({
  selectors: {
    '&[data-featured]': {
      borderColor: vars.color.primary,
      borderBlockStartWidth: '4px',
    },
  },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const readTime = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
});

export const readTimeIcon = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
});
