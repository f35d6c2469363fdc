import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { subtleToneVariants } from '../../theme/tones';
import { vars } from '../../theme/vars.css';

export const badge = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    maxWidth: '100%',
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  }),
  variants: {
    tone: {
      ...subtleToneVariants(),
    },
    size: {
      sm: layered({
        minHeight: '1.375rem',
        paddingInline: vars.space['2'],
        fontSize: vars.fontSize.xs,
      }),
      md: layered({
        minHeight: '1.75rem',
        paddingInline: vars.space['3'],
        fontSize: vars.fontSize.sm,
      }),
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const icon = style(
  layered({
    display: 'inline-flex',
    flexShrink: 0,
    width: '1.1em',
    height: '1.1em',
  }),
);

globalStyle(
  `${icon} > svg`,
  layered({ display: 'block', flexShrink: 0, width: '100%', height: '100%', maxWidth: 'none' }),
);

export const label = style(
  layered({
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);
