import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    maxWidth: '48rem',
    padding: vars.space['5'],
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    '@media': {
      [mediaUp('md')]: { padding: vars.space['6'] },
    },
  }),
);

export const header = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
  }),
);

export const title = style(
  layered({
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
  }),
);

export const description = style(
  layered({
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

export const actions = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
    paddingBlockStart: vars.space['4'],
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

/**
 * « Tout accepter » and « Tout refuser » sit in two flexible columns of a grid that shrinks to its
 * content, so both take the width of the longer label and neither outweighs the other. In a column
 * narrower than both labels (a sidebar), the grid shrinks with it and the labels wrap.
 */
export const choices = style(
  layered({
    display: 'grid',
    flex: '1 1 100%',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space['3'],
    '@media': {
      [mediaUp('sm')]: { flex: '0 1 auto', gridTemplateColumns: 'repeat(2, minmax(8rem, 1fr))' },
    },
  }),
);

export const save = style(
  layered({
    flex: '1 1 100%',
    '@media': {
      [mediaUp('sm')]: { flex: '0 0 auto' },
    },
  }),
);

/** An empty live region stays in the accessibility tree (`display: none` would drop it) but takes no room. */
export const status = style(
  layered({
    selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${vars.space['4']})` } },
  }),
);
