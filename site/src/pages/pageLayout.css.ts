import { breakpoints, vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

/** The link under a grid that leads to the complete list. */
export const gridFooter = style({ display: 'flex', justifyContent: 'center' });

/** Stands in a block's place while its data loads. */
export const loadingNote = style({
  margin: 0,
  padding: vars.space['6'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** A short secondary line: which fields are required, a reply delay, a date of update. */
export const mutedNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The blocks of a form, one under the other. */
export const formStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

/** Two short fields side by side once both fit (name and e-mail). */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A heading inside a section, below its SectionHeader (docs groups, legal links). */
export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});
