import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

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
