import { breakpoints, vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const map = style({
  position: 'relative',
  display: 'grid',
  // On phones the card sits at the bottom, below the pin; on wider screens, at the start beside it.
  placeItems: 'end center',
  minHeight: '26rem',
  padding: vars.space['4'],
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: '#e8eef3',
  '@media': {
    [`screen and (min-width: ${breakpoints.md}px)`]: {
      minHeight: '24rem',
      padding: vars.space['10'],
      placeItems: 'center start',
    },
  },
});

export const art = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  maxWidth: '26rem',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const place = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const address = style({
  fontStyle: 'normal',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
