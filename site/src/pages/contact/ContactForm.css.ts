import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

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
