import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const client = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.textMuted,
  }),
);

export const part = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    // The three parts read as separate blocks, a little further apart than the lines inside them.
    selectors: { '& + &': { marginBlockStart: vars.space['2'] } },
  }),
);

export const subheading = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: vars.color.text,
  }),
);
