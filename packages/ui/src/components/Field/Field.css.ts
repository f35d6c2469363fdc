import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const field = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    minWidth: 0,
  }),
);

export const label = style(
  layered({
    alignSelf: 'flex-start',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    selectors: {
      '[data-disabled] > &': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  }),
);

/** Shared by every control that shows a required mark. */
export const requiredMark = style(
  layered({
    marginInlineStart: '0.2em',
    color: vars.color.dangerText,
    fontWeight: vars.fontWeight.bold,
  }),
);

export const hint = style(
  layered({
    marginTop: `calc(${vars.space['1']} * -1)`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const error = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    color: vars.color.dangerText,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const errorIcon = style(
  layered({
    flexShrink: 0,
    width: '1.125rem',
    height: '1.125rem',
    // Centres the icon on the first line of text.
    marginBlock: '0.05rem',
  }),
);
