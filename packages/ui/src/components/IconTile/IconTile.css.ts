import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { subtleToneVariants } from '../../theme/tones';
import { vars } from '../../theme/vars.css';

const tileBase = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    lineHeight: 1,
  }),
);

export const tile = recipe({
  base: [tileBase],
  variants: {
    tone: {
      ...subtleToneVariants(),
      solid: layered({
        backgroundColor: vars.color.primary,
        color: vars.color.textInverse,
      }),
    },
    size: {
      sm: layered({ width: '2rem', height: '2rem', borderRadius: vars.radius.md, fontSize: '1.125rem' }),
      md: layered({ width: '3rem', height: '3rem', borderRadius: vars.radius.lg, fontSize: '1.5rem' }),
      lg: layered({ width: '4rem', height: '4rem', borderRadius: vars.radius.xl, fontSize: '2rem' }),
    },
  },
  defaultVariants: { tone: 'brand', size: 'md' },
});

// The caller's icon scales with the tile, whatever size it was drawn at.
globalStyle(`${tileBase} > svg, ${tileBase} > img`, layered({ width: '1em', height: '1em', flexShrink: 0 }));
