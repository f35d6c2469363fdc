import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
});

export const category = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  // Keeps the heading clear of the sticky header when reached from the table of contents.
  scrollMarginTop: vars.space['24'],
});

export const categoryTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const toc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const answer = style({ color: vars.color.textMuted });

export const links = style([toc, { justifyContent: 'center' }]);
