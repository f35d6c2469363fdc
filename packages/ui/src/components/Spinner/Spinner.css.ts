import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

// A ring drawn by its border, with a gap where the right border is transparent, turning once every
// 0.7 s. Its colour is the text colour around it (`currentColor`).
export const spinner = recipe({
  base: layered({
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animationName: spin,
    animationDuration: '0.7s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media': {
      // A still ring: the label, or the busy control around it, already says that work is going on.
      [reducedMotion]: { animationName: 'none' },
      // The gap in the ring is a transparent border, which forced colours would fill in, leaving
      // a closed circle that does not read as a spinner; its colour follows the forced text colour.
      [forcedColors]: { forcedColorAdjust: 'none' },
    },
  }),
  variants: {
    size: {
      // The size of a button's icon, from the font size around it.
      text: layered({ width: '1.125em', height: '1.125em', borderWidth: vars.borderWidth.thick }),
      sm: layered({ width: vars.iconSize.sm, height: vars.iconSize.sm, borderWidth: vars.borderWidth.thick }),
      md: layered({ width: vars.iconSize.lg, height: vars.iconSize.lg, borderWidth: '3px' }),
      lg: layered({ width: '2.5rem', height: '2.5rem', borderWidth: '4px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerRecipeVariants = NonNullable<RecipeVariants<typeof spinner>>;
