import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const role = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.primaryText,
});
