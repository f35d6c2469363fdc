import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const overview = style({
  display: 'grid',
  gap: vars.space['6'],
});
