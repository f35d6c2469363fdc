import { breakpoints, vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

/** Name and e-mail side by side from tablets up. */
export const row = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const requiredNote = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// No gap: the live region above the button stays in the page even when empty (so screen readers
// announce what appears in it), and an empty region must not push the button down.
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
});

export const statusRegion = style({ alignSelf: 'stretch' });

export const alert = style({
  alignSelf: 'stretch',
  marginBlockEnd: vars.space['4'],
});
