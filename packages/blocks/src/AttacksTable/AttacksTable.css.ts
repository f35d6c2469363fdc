import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const ip = style({
  fontFamily: vars.font.mono,
  fontSize: '0.95em',
  whiteSpace: 'nowrap',
});

export const details = style({
  display: 'block',
  // Keeps the free text readable when the table scrolls sideways on small screens.
  minWidth: '14rem',
  color: vars.color.textMuted,
});
