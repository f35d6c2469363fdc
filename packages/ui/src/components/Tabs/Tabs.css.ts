import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    selectors: {
      '&[data-orientation="vertical"]': { flexDirection: 'row', alignItems: 'flex-start', gap: vars.space['6'] },
    },
  }),
);

export const list = style(
  layered({
    display: 'flex',
    gap: vars.space['1'],
    minWidth: 0,
    maxWidth: '100%',
    // Many tabs on a narrow screen scroll sideways instead of wrapping onto a second row.
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'thin',
    boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
    selectors: {
      '&[data-orientation="vertical"]': {
        flexDirection: 'column',
        flexShrink: 0,
        overflowX: 'visible',
        boxShadow: `inset -1px 0 0 ${vars.color.border}`,
      },
    },
  }),
);

export const trigger = style(
  layered({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    gap: vars.space['2'],
    minHeight: '2.75rem',
    paddingInline: vars.space['4'],
    paddingBlock: vars.space['2'],
    border: 0,
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'color, background-color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      // The selected tab carries a bar, so the state never rests on colour alone.
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: vars.space['2'],
        insetBlockEnd: 0,
        height: '3px',
        borderRadius: `${vars.radius.full} ${vars.radius.full} 0 0`,
        backgroundColor: 'transparent',
        transitionProperty: 'background-color',
        transitionDuration: vars.duration.fast,
      },
      '&:hover:not(:disabled)': { color: vars.color.text, backgroundColor: vars.color.backgroundSubtle },
      '&[data-state="active"]': { color: vars.color.primaryText },
      '&[data-state="active"]::after': { backgroundColor: vars.color.primary },
      // Drawn inside: the scrolling list would clip a ring drawn outside the tab.
      '&:focus-visible': { outlineOffset: '-3px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-orientation="vertical"]': {
        justifyContent: 'flex-start',
        textAlign: 'start',
        whiteSpace: 'normal',
        borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
      },
      '&[data-orientation="vertical"]::after': {
        insetInline: 'auto 0',
        insetBlock: vars.space['2'],
        width: '3px',
        height: 'auto',
        borderRadius: `${vars.radius.full} 0 0 ${vars.radius.full}`,
      },
    },
  }),
);

export const content = style(
  layered({
    minWidth: 0,
    flex: 1,
    borderRadius: vars.radius.md,
    color: vars.color.text,
  }),
);
