import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

/** Layout shared by `Checkbox` and `Switch`: the control, then its label and description. */
export const choiceRoot = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    minWidth: 0,
  }),
);

export const choiceText = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    minWidth: 0,
    // Lines the first line of text up with the middle of the control.
    paddingBlockStart: '0.0625rem',
  }),
);

export const choiceLabel = style(
  layered({
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    cursor: 'pointer',
    selectors: {
      '[data-disabled] &': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  }),
);

export const choiceDescription = style(
  layered({
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
  }),
);
