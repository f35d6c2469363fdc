import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space['4'],
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const term = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const definition = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});
