import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';
import { controlBox, controlHeights } from '../Field/control.css';

export const wrapper = style(
  layered({
    position: 'relative',
    display: 'block',
    width: '100%',
    minWidth: 0,
  }),
);

export const input = recipe({
  base: layered(controlBox),
  variants: {
    size: {
      sm: layered({ minHeight: controlHeights.sm, paddingInline: vars.space['3'], fontSize: vars.fontSize.sm }),
      md: layered({ minHeight: controlHeights.md, paddingInline: vars.space['3'] }),
      lg: layered({ minHeight: controlHeights.lg, paddingInline: vars.space['4'], fontSize: vars.fontSize.lg }),
    },
    withIcon: {
      true: layered({ paddingInlineStart: '2.5rem' }),
    },
  },
  defaultVariants: { size: 'md', withIcon: false },
});

export type TextInputRecipeVariants = NonNullable<RecipeVariants<typeof input>>;

export const icon = style(
  layered({
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: vars.space['3'],
    display: 'flex',
    alignItems: 'center',
    color: vars.color.textMuted,
    pointerEvents: 'none',
  }),
);

globalStyle(`${icon} > svg`, layered({ width: '1.125rem', height: '1.125rem' }));
