import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const paragraphs = style({
  display: 'grid',
  gap: vars.space['3'],
});

export const links = style({
  display: 'grid',
  gap: vars.space['4'],
});

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
