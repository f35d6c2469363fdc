import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const list = style(
  layered({
    display: 'grid',
    gap: vars.space['3'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** The status, the update and its time in a row from `md`, one under the other on phones. */
export const item = style(
  layered({
    display: 'grid',
    gap: vars.space['2'],
    padding: vars.space['5'],
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    '@media': {
      [mediaUp('md')]: {
        gridTemplateColumns: '9rem minmax(0, 1fr) auto',
        alignItems: 'baseline',
        gap: vars.space['4'],
      },
    },
  }),
);

export const title = style(
  layered({
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const description = style(
  layered({
    marginBlockStart: vars.space['1'],
    color: vars.color.textMuted,
  }),
);

export const time = style(
  layered({
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
  }),
);
