import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const alert = recipe({
  base: layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderInlineStartWidth: '4px',
    color: vars.color.text,
    lineHeight: vars.lineHeight.normal,
  }),
  variants: {
    tone: {
      info: layered({
        backgroundColor: vars.color.infoSubtle,
        borderColor: vars.color.infoBorder,
        borderInlineStartColor: vars.color.infoStrong,
      }),
      success: layered({
        backgroundColor: vars.color.successSubtle,
        borderColor: vars.color.successBorder,
        borderInlineStartColor: vars.color.successStrong,
      }),
      warning: layered({
        backgroundColor: vars.color.warningSubtle,
        borderColor: vars.color.warningBorder,
        borderInlineStartColor: vars.color.warningStrong,
      }),
      danger: layered({
        backgroundColor: vars.color.dangerSubtle,
        borderColor: vars.color.dangerBorder,
        borderInlineStartColor: vars.color.dangerStrong,
      }),
    },
  },
  defaultVariants: { tone: 'info' },
});

/** Icon and title take the tone's text colour, the darkest of its family, so they pass AA on the tint. */
export const toneText = recipe({
  variants: {
    tone: {
      info: layered({ color: vars.color.infoText }),
      success: layered({ color: vars.color.successText }),
      warning: layered({ color: vars.color.warningText }),
      danger: layered({ color: vars.color.dangerText }),
    },
  },
});

export const icon = style(
  layered({
    display: 'inline-flex',
    flexShrink: 0,
    width: '1.25rem',
    height: '1.625rem',
    alignItems: 'center',
  }),
);

globalStyle(`${icon} > svg`, layered({ width: vars.iconSize.md, height: vars.iconSize.md }));

export const content = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    flex: 1,
    minWidth: 0,
  }),
);

export const title = style(
  layered({
    fontWeight: vars.fontWeight.semibold,
    lineHeight: '1.625rem',
  }),
);

export const body = style(
  layered({
    color: vars.color.text,
    selectors: {
      // Without a title, the body sits on the icon's line.
      '&:first-child': { lineHeight: '1.625rem' },
    },
  }),
);

export const dismiss = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2rem',
    height: '2rem',
    marginBlock: `calc(-1 * ${vars.space['1']})`,
    marginInlineEnd: `calc(-1 * ${vars.space['1']})`,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:hover': { backgroundColor: `color-mix(in srgb, ${vars.color.text} 8%, transparent)` },
    },
  }),
);

globalStyle(`${dismiss} > svg`, layered({ width: '1.125rem', height: '1.125rem' }));
