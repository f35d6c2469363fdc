import { breakpoints, vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const overview = style({
  display: 'grid',
  gap: vars.space['6'],
});

export const protections = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`screen and (min-width: ${breakpoints.lg}px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** Hidden on screen, still read by assistive technology. */
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

export const loadingText = style({
  margin: 0,
  padding: vars.space['6'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});
