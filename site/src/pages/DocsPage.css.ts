import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

/** Cards side by side, as many as fit, each at least 17rem wide. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Four short cards: one row on wide screens, two by two on tablets. */
export const resourceGrid = style([
  cardGrid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))' },
]);

export const cardGridItem = style({ display: 'grid' });

export const browse = style({
  display: 'grid',
  gap: vars.space['6'],
});

export const search = style({
  maxWidth: '36rem',
});

export const results = style({
  display: 'grid',
  gap: vars.space['10'],
});

export const group = style({
  display: 'grid',
  gap: vars.space['4'],
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const resultCount = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const emptyActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
});

export const resourceLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primaryText,
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.primaryHover },
});

export const resourceLinkIcon = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
});
