import { breakpoints, vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

const up = (name: keyof typeof breakpoints) => `screen and (min-width: ${breakpoints[name]}px)`;

const list = {
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

export const statusList = style({
  ...list,
  display: 'grid',
  gap: vars.space['3'],
});

export const statusItem = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    [up('md')]: {
      gridTemplateColumns: '9rem minmax(0, 1fr) auto',
      alignItems: 'baseline',
      gap: vars.space['4'],
    },
  },
});

export const statusTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const statusText = style({
  margin: 0,
  marginBlockStart: vars.space['1'],
  color: vars.color.textMuted,
});

export const statusTime = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

/** The form beside the opening hours on wide screens, above them on small ones. */
export const formLayout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': {
    [up('lg')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-start',
});

export const hours = style({
  margin: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const hoursRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlockEnd: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const hoursDays = style({ fontWeight: vars.fontWeight.medium });

export const hoursTime = style({ margin: 0 });
