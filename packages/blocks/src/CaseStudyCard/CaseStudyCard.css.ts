import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const client = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
});

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  // The three parts read as separate blocks, a little further apart than the lines inside them.
  selectors: { '& + &': { marginBlockStart: vars.space['2'] } },
});

export const subheading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.text,
});
