import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.backgroundMuted,
});

export const caption = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
