import { breakpoints, vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const cardHeading = style({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const servicePrice = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primaryText,
});

export const savings = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.primarySubtle,
  border: `1px solid ${vars.color.primarySubtleHover}`,
  '@media': {
    [`screen and (min-width: ${breakpoints.md}px)`]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      padding: vars.space['10'],
      gap: vars.space['10'],
    },
  },
});

export const savingsFigure = style({
  fontSize: vars.fontSize['5xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  color: vars.color.primaryText,
  fontVariantNumeric: 'tabular-nums',
});
