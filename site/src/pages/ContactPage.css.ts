import { breakpoints, vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

/** Form and details side by side on desktops, the form first everywhere. */
export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.lg}px)`]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gap: vars.space['10'],
    },
  },
});

export const panel = style({
  gap: vars.space['6'],
  '@media': {
    [`screen and (min-width: ${breakpoints.md}px)`]: { padding: vars.space['8'] },
  },
});

export const panelTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});
