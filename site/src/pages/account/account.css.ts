import { breakpoints, vars } from '@company/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const large = `screen and (min-width: ${breakpoints.lg}px)`;
const reducedMotion = '(prefers-reduced-motion: reduce)';

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

/** Side menu beside the panel on large screens, above it otherwise. */
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [large]: { gridTemplateColumns: '15rem minmax(0, 1fr)', gap: vars.space['8'] },
  },
});

export const menuList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  margin: 0,
  padding: vars.space['2'],
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    [large]: { flexDirection: 'column', flexWrap: 'nowrap' },
  },
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.backgroundMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': { backgroundColor: vars.color.primarySubtle, color: vars.color.primaryText },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
  },
});

export const menuIcon = style({ width: '1.125rem', height: '1.125rem', flexShrink: 0 });

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
