import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: layered({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    textAlign: 'center',
    whiteSpace: 'normal',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
      '&[data-loading]': { cursor: 'progress', opacity: 1 },
    },
    // Forced colours draw every variant's border (transparent included) in the text colour, so each
    // keeps an edge. A link styled as a disabled button gets GrayText, as a native disabled button
    // does: opacity alone does not read as disabled in a forced palette.
    '@media': {
      [forcedColors]: {
        selectors: {
          // A busy button is aria-disabled too, but keeps its full colour, as it does in light mode.
          '&:disabled, &[aria-disabled="true"]:not([data-loading])': { borderColor: 'GrayText', color: 'GrayText' },
        },
      },
    },
  }),
  variants: {
    variant: {
      primary: layered({
        backgroundColor: vars.color.primary,
        color: vars.color.textInverse,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { backgroundColor: vars.color.primaryHover },
          '&:active:not(:disabled, [aria-disabled="true"])': { backgroundColor: vars.color.primaryActive },
        },
      }),
      secondary: layered({
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.primaryText,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { backgroundColor: vars.color.primarySubtleHover },
        },
      }),
      outline: layered({
        backgroundColor: vars.color.surface,
        borderColor: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { backgroundColor: vars.color.primarySubtle },
        },
      }),
      ghost: layered({
        backgroundColor: 'transparent',
        color: vars.color.primaryText,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { backgroundColor: vars.color.primarySubtle },
        },
      }),
    },
    size: {
      sm: layered({
        minHeight: vars.controlHeight.sm,
        paddingInline: vars.space['3'],
        fontSize: vars.fontSize.sm,
      }),
      md: layered({
        minHeight: vars.controlHeight.md,
        paddingInline: vars.space['4'],
        fontSize: vars.fontSize.md,
      }),
      lg: layered({
        minHeight: vars.controlHeight.lg,
        paddingInline: vars.space['6'],
        fontSize: vars.fontSize.lg,
      }),
    },
    fullWidth: {
      true: layered({ width: '100%' }),
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label stays in the layout (and in the accessible name) while loading, so the button keeps its width. */
export const content = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    selectors: { '[data-loading] > &': { opacity: 0 } },
  }),
);

/** A square of the label's size, centred on the label's line by the content's `align-items`. */
export const icon = style(
  layered({
    display: 'inline-flex',
    flexShrink: 0,
    width: '1.125em',
    height: '1.125em',
  }),
);

// Icon libraries draw at 24px through width/height attributes, and the reset's `max-width: 100%`
// only narrows that box: the svg would keep its 24px height and hang below the label.
globalStyle(
  `${icon} > svg`,
  layered({ display: 'block', flexShrink: 0, width: '100%', height: '100%', maxWidth: 'none' }),
);

/** Places the `Spinner` over the label, which keeps its room in the layout. */
export const spinner = style(
  layered({
    position: 'absolute',
    inset: 0,
    margin: 'auto',
  }),
);
