import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const facts = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    gap: vars.space['4'],
    paddingBlockStart: vars.space['4'],
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);

export const fact = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    minWidth: 0,
  }),
);

export const term = style(
  layered({
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: vars.color.textMuted,
  }),
);

export const definition = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
  }),
);
