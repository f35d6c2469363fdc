import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

/** Layout shared by `Checkbox`, `Radio` and `Switch`: the control, then its label and description. */
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

/** The box around a checkbox's or a radio's native input, which holds the drawn mark over it. */
export const choiceControl = style(
  layered({
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    width: '1.5rem',
    height: '1.5rem',
  }),
);

/**
 * What a checkbox and a radio share once the native input is drawn by the page: its frame and
 * surface, its pointer and its disabled look. Each adds its shape and its states.
 */
export const choiceInput = style(
  layered({
    appearance: 'none',
    display: 'block',
    width: '100%',
    height: '100%',
    margin: 0,
    border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    cursor: 'pointer',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
  }),
);
