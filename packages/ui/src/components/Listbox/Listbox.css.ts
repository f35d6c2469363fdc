import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { forcedColorsListItem } from '../../utils/listItem';
import { controlBox, controlHeights } from '../Field/control.css';

export const trigger = recipe({
  base: [
    layered(controlBox),
    layered({
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
      paddingInlineEnd: vars.space['3'],
      textAlign: 'start',
      cursor: 'pointer',
      selectors: {
        '&[data-disabled]': {
          borderColor: vars.color.border,
          backgroundColor: vars.color.backgroundMuted,
          color: vars.color.textMuted,
          cursor: 'not-allowed',
        },
      },
      '@media': {
        [forcedColors]: { selectors: { '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' } } },
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

export type ListboxRecipeVariants = NonNullable<RecipeVariants<typeof trigger>>;

export const value = style(
  layered({
    flex: '1 1 auto',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: {
      // Nothing chosen yet: the placeholder reads as a hint, not as a value.
      '[data-placeholder]:not([data-disabled]) > &': { color: vars.color.textMuted },
    },
  }),
);

export const chevron = style(
  layered({
    flexShrink: 0,
    width: '1.125rem',
    height: '1.125rem',
    color: vars.color.textMuted,
    transitionProperty: 'transform',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '[data-popup-open] > &': { transform: 'rotate(180deg)' },
    },
    // An SVG keeps the colour set on it under forced colours: this grey takes the system text colour.
    '@media': {
      [forcedColors]: {
        color: 'CanvasText',
        selectors: { '[data-disabled] > &': { color: 'GrayText' } },
      },
      [reducedMotion]: { transitionProperty: 'none' },
    },
  }),
);

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const positioner = style(
  layered({
    // Above a sticky header, whose bottom edge a list opened from it overlaps.
    zIndex: vars.zIndex.popover,
    outline: 'none',
  }),
);

export const popup = style(
  layered({
    boxSizing: 'border-box',
    // As wide as its trigger at least; long options wrap rather than run off the screen.
    minWidth: 'var(--anchor-width)',
    maxWidth: 'min(28rem, var(--available-width))',
    maxHeight: 'min(24rem, var(--available-height))',
    overflowY: 'auto',
    padding: vars.space['1'],
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    outline: 'none',
    transformOrigin: 'var(--transform-origin)',
    selectors: {
      '&[data-open]': { animation: `${popIn} ${vars.duration.fast} ${vars.easing.standard}` },
    },
    '@media': {
      [reducedMotion]: { selectors: { '&[data-open]': { animationName: 'none' } } },
    },
  }),
);

export const item = style(
  layered({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: '2.5rem',
    paddingBlock: vars.space['2'],
    // Room at the start for the check mark of a chosen option.
    paddingInlineStart: `calc(${vars.space['3']} + 1rem + ${vars.space['2']})`,
    paddingInlineEnd: vars.space['3'],
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      // The list keeps DOM focus on the highlighted option: the fill shows it, the ring confirms it for keyboards.
      '&[data-highlighted]': { backgroundColor: vars.color.backgroundMuted },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
    '@media': forcedColorsListItem,
  }),
);

/** Where a chosen option shows its check mark, in the room its padding leaves. */
export const indicator = style(
  layered({
    position: 'absolute',
    insetInlineStart: vars.space['3'],
    top: '50%',
    display: 'flex',
    width: '1rem',
    height: '1rem',
    transform: 'translateY(-50%)',
    color: vars.color.primaryText,
    selectors: { '[data-highlighted] > &': { color: 'inherit' } },
    '@media': { [forcedColors]: { color: 'inherit' } },
  }),
);

export const check = style(
  layered({ width: vars.iconSize.sm, height: vars.iconSize.sm, maxWidth: 'none', strokeWidth: 3 }),
);

export const itemIcon = style(
  layered({
    display: 'inline-flex',
    flexShrink: 0,
    width: '1.125rem',
    height: '1.125rem',
    color: vars.color.textMuted,
    selectors: { '[data-highlighted] > &': { color: 'inherit' } },
  }),
);

globalStyle(`${itemIcon} > svg`, layered({ display: 'block', width: '100%', height: '100%', maxWidth: 'none' }));

export const itemText = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: '0.125rem',
    minWidth: 0,
  }),
);

export const itemDescription = style(
  layered({
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.regular,
    selectors: { '[data-highlighted] &': { color: 'inherit' } },
  }),
);

export const groupLabel = style(
  layered({
    paddingInline: vars.space['3'],
    paddingBlock: `${vars.space['2']} ${vars.space['1']}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: vars.letterSpacing.wide,
    lineHeight: vars.lineHeight.snug,
    textTransform: 'uppercase',
  }),
);

export const separator = style(
  layered({
    height: '1px',
    marginBlock: vars.space['1'],
    marginInline: `calc(-1 * ${vars.space['1']})`,
    backgroundColor: vars.color.border,
    // A line drawn as a fill: forced colours would paint it Canvas, on Canvas.
    '@media': { [forcedColors]: { backgroundColor: 'CanvasText' } },
  }),
);
