import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['6'],
  maxWidth: '44rem',
});

export const title = style({
  fontSize: vars.fontSize['4xl'],
});

export const lead = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
