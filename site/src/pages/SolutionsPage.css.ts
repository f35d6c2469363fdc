import { breakpoints, vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const description = style({ color: vars.color.textMuted });

export const listGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const listHeading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.primaryText,
});

export const benefitIcon = style({ color: vars.color.successStrong });

export const technologyPanel = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [`screen and (min-width: ${breakpoints.md}px)`]: { padding: vars.space['8'] },
  },
});
