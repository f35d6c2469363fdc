import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { controlHeights } from '../Field/control.css';

export const root = style(
  layered({
    display: 'block',
    width: '100%',
    minWidth: 0,
  }),
);

/** The bordered box around the input and its two buttons; it draws the input's states. */
export const group = recipe({
  base: layered({
    display: 'flex',
    alignItems: 'stretch',
    width: '100%',
    minWidth: 0,
    overflow: 'hidden',
    border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    transitionProperty: 'border-color, box-shadow, background-color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      // Also on the input's own hover, which is the state the docs' state grid forces.
      '&:hover:not([data-disabled]), &:has(> input:hover:not(:disabled))': { borderColor: vars.color.text },
      // The ring of the focused input goes around the whole box, buttons included.
      '&:has(> input:focus-visible)': {
        outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focusRing.offset,
      },
      // A second pixel of border makes an invalid value stand out beyond its colour.
      '&:has(> input[aria-invalid="true"])': {
        borderColor: vars.color.dangerStrong,
        boxShadow: `inset 0 0 0 1px ${vars.color.dangerStrong}`,
      },
      '&[data-disabled]': {
        borderColor: vars.color.border,
        backgroundColor: vars.color.backgroundMuted,
        color: vars.color.textMuted,
      },
    },
    '@media': {
      [forcedColors]: {
        selectors: {
          '&:has(> input[aria-invalid="true"])': { borderWidth: vars.borderWidth.thick },
          '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
        },
      },
    },
  }),
  variants: {
    size: {
      sm: layered({ minHeight: controlHeights.sm, fontSize: vars.fontSize.sm }),
      md: layered({ minHeight: controlHeights.md, fontSize: vars.fontSize.md }),
      lg: layered({ minHeight: controlHeights.lg, fontSize: vars.fontSize.lg }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type NumberFieldRecipeVariants = NonNullable<RecipeVariants<typeof group>>;

export const input = style(
  layered({
    flex: '1 1 auto',
    minWidth: 0,
    margin: 0,
    paddingInline: vars.space['3'],
    border: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    fontFamily: vars.font.body,
    fontSize: 'inherit',
    lineHeight: vars.lineHeight.snug,
    // Digits of equal width, so a value does not shift as it changes.
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      // The box around draws the ring.
      '&:focus-visible': { outline: 'none' },
      '&:disabled': { cursor: 'not-allowed' },
      '[data-size="lg"] > &': { paddingInline: vars.space['4'] },
    },
  }),
);

export const button = style(
  layered({
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    width: controlHeights.md,
    margin: 0,
    padding: 0,
    border: 0,
    borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.backgroundMuted, color: vars.color.text },
      '&:active:not(:disabled)': { backgroundColor: vars.color.border },
      '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.faded },
      '[data-size="sm"] > &': { width: controlHeights.sm },
      '[data-size="lg"] > &': { width: controlHeights.lg },
    },
    '@media': {
      [forcedColors]: {
        borderInlineStartColor: 'CanvasText',
        color: 'ButtonText',
        selectors: { '&:disabled': { color: 'GrayText', opacity: 1 } },
      },
    },
  }),
);

export const buttonIcon = style(layered({ width: vars.iconSize.sm, height: vars.iconSize.sm, maxWidth: 'none' }));
