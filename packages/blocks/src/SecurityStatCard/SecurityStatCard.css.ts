import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});
