import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const root = style(layered({ position: 'relative' }));

export const list = style(
  layered({
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const link = style(
  layered({
    // Off-screen rather than `display: none`, so the link stays in the tab order.
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    selectors: {
      '&:focus': {
        position: 'fixed',
        top: vars.space['3'],
        insetInlineStart: vars.space['3'],
        // Above sticky headers, dialogs and toasts: a focused skip link must never be covered.
        zIndex: `calc(${vars.zIndex.toast} + 1)`,
        width: 'auto',
        height: 'auto',
        margin: 0,
        overflow: 'visible',
        clip: 'auto',
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: '2.75rem',
        paddingInline: vars.space['5'],
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.primary,
        color: vars.color.textInverse,
        fontFamily: vars.font.body,
        fontSize: vars.fontSize.md,
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        boxShadow: vars.shadow.lg,
        outlineOffset: '3px',
      },
    },
  }),
);
