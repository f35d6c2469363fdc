import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

/** Width of the icon tile (`sm`), so the values line up with the labels beside it. */
const iconSize = '2rem';

export const list = style({
  display: 'grid',
  gap: vars.space['6'],
  margin: 0,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const term = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const definition = style({
  margin: 0,
  paddingInlineStart: `calc(${iconSize} + ${vars.space['3']})`,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const link = style({
  display: 'inline-block',
  // Keeps the target at least 24 px tall (WCAG 2.5.8).
  minBlockSize: '1.5rem',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primaryText,
  textUnderlineOffset: '0.2em',
});

export const address = style({ fontStyle: 'normal' });

export const hours = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
