import { breakpoints, vars } from '@company/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const large = `screen and (min-width: ${breakpoints.lg}px)`;

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['6'],
});

/** Buttons side by side while they fit: the header's actions, a form's submit button. */
export const buttonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  minWidth: 0,
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    [large]: { padding: vars.space['8'] },
  },
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const panelIntro = style({
  margin: 0,
  marginBlockStart: vars.space['2'],
  color: vars.color.textMuted,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  maxWidth: '34rem',
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
});

export const details = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: {
      gridTemplateColumns: 'max-content 1fr',
      columnGap: vars.space['6'],
    },
  },
});

globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
