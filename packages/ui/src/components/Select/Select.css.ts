import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
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

export const select = recipe({
  base: [
    layered(controlBox),
    layered({
      appearance: 'none',
      paddingInlineEnd: '2.5rem',
      cursor: 'pointer',
      textOverflow: 'ellipsis',
      selectors: {
        // The placeholder option is selected: show it as a placeholder, not as a value.
        '&:has(option[value=""]:checked)': { color: vars.color.textMuted },
      },
    }),
  ],
  variants: {
    size: {
      sm: layered({ minHeight: controlHeights.sm, paddingInlineStart: vars.space['3'], fontSize: vars.fontSize.sm }),
      md: layered({ minHeight: controlHeights.md, paddingInlineStart: vars.space['3'] }),
      lg: layered({ minHeight: controlHeights.lg, paddingInlineStart: vars.space['4'], fontSize: vars.fontSize.lg }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type SelectRecipeVariants = NonNullable<RecipeVariants<typeof select>>;

// The open list must not inherit the placeholder colour of the closed select.
globalStyle(`${select.classNames.base} option`, layered({ color: vars.color.text }));

export const chevron = style(
  layered({
    position: 'absolute',
    insetBlock: 0,
    insetInlineEnd: vars.space['3'],
    marginBlock: 'auto',
    width: '1.125rem',
    height: '1.125rem',
    color: vars.color.textMuted,
    pointerEvents: 'none',
    // An SVG keeps the colour set on it under forced colours (`preserve-parent-color`): this grey
    // would stay grey on any Canvas, so it takes the system text colour instead.
    '@media': {
      [forcedColors]: {
        color: 'CanvasText',
        selectors: { [`${select.classNames.base}:disabled ~ &`]: { color: 'GrayText' } },
      },
    },
  }),
);
