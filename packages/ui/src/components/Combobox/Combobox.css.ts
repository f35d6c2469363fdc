import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { forcedColorsListItem } from '../../utils/listItem';
import { controlBox, controlHeights } from '../Field/control.css';

export const wrapper = style(
  layered({
    position: 'relative',
    display: 'block',
    width: '100%',
    minWidth: 0,
  }),
);

// The shared box without its selectors, which target an input: here the box is the group around one.
const box = { ...controlBox };
delete box.selectors;

/** The control's box, around the input, the chips and the buttons: it takes the focus ring of the input. */
export const control = recipe({
  base: [
    layered(box),
    layered({
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['1'],
      paddingInlineEnd: vars.space['1'],
      cursor: 'text',
      selectors: {
        '&:hover:not([data-disabled])': { borderColor: vars.color.text },
        '&:has(input:focus-visible)': {
          outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
          outlineOffset: vars.focusRing.offset,
        },
        // A second pixel of border makes an invalid control stand out beyond its colour.
        '&[data-invalid]': {
          borderColor: vars.color.dangerStrong,
          boxShadow: `inset 0 0 0 1px ${vars.color.dangerStrong}`,
        },
        '&[data-disabled]': {
          borderColor: vars.color.border,
          backgroundColor: vars.color.backgroundMuted,
          color: vars.color.textMuted,
          cursor: 'not-allowed',
        },
      },
      '@media': {
        [forcedColors]: {
          selectors: {
            '&[data-invalid]': { borderWidth: vars.borderWidth.thick },
            '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
          },
        },
      },
    }),
  ],
  variants: {
    size: {
      sm: layered({ minHeight: controlHeights.sm, paddingInlineStart: vars.space['3'], fontSize: vars.fontSize.sm }),
      md: layered({ minHeight: controlHeights.md, paddingInlineStart: vars.space['3'] }),
      lg: layered({ minHeight: controlHeights.lg, paddingInlineStart: vars.space['4'], fontSize: vars.fontSize.lg }),
    },
    multiple: {
      true: layered({ paddingBlock: '3px', paddingInlineStart: vars.space['1'] }),
      false: {},
    },
  },
  defaultVariants: { size: 'md', multiple: false },
});

export const input = style(
  layered({
    flex: '1 1 6rem',
    minWidth: '4rem',
    alignSelf: 'stretch',
    margin: 0,
    padding: 0,
    border: 'none',
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:focus-visible': { outline: 'none' },
      '&:disabled': { cursor: 'not-allowed' },
    },
  }),
);

export const chips = style(
  layered({
    display: 'flex',
    flex: '1 1 auto',
    flexWrap: 'wrap',
    alignItems: 'center',
    alignSelf: 'stretch',
    gap: vars.space['1'],
    minWidth: 0,
  }),
);

// The input of a multiple combobox sits among the chips: it keeps a line's height and some room to type.
globalStyle(`${chips} > input`, layered({ minHeight: '1.75rem', paddingInlineStart: vars.space['2'] }));

export const chip = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    maxWidth: '100%',
    minHeight: '1.75rem',
    paddingInlineStart: vars.space['2'],
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.backgroundMuted,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[aria-disabled="true"]': { color: vars.color.textMuted },
    },
  }),
);

export const chipLabel = style(layered({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }));

const iconButtonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
} as const;

export const chipRemove = style(
  layered({
    ...iconButtonBase,
    width: '1.5rem',
    height: '1.625rem',
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    selectors: {
      '&:hover': { backgroundColor: vars.color.border },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
    },
    '@media': { [forcedColors]: { color: 'ButtonText' } },
  }),
);

globalStyle(`${chipRemove} > svg`, layered({ width: '0.875rem', height: '0.875rem' }));

export const actions = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    alignSelf: 'center',
    flexShrink: 0,
  }),
);

/** The clear and open buttons: 32 px squares, in the control's height. */
export const iconButton = style(
  layered({
    ...iconButtonBase,
    width: '2rem',
    height: '2rem',
    borderRadius: vars.radius.md,
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.text, backgroundColor: vars.color.backgroundMuted },
      '&:disabled': { cursor: 'not-allowed' },
    },
    '@media': {
      [forcedColors]: {
        color: 'ButtonText',
        selectors: { '&:disabled': { color: 'GrayText' } },
      },
    },
  }),
);

globalStyle(`${iconButton} > svg`, layered({ width: '1.125rem', height: '1.125rem' }));

export const chevron = style(
  layered({
    transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: { '[data-popup-open] > &': { transform: 'rotate(180deg)' } },
    '@media': { [reducedMotion]: { transition: 'none' } },
  }),
);

export const positioner = style(
  layered({
    zIndex: vars.zIndex.popover,
    outline: 'none',
  }),
);

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const popup = style(
  layered({
    width: 'var(--anchor-width)',
    minWidth: '12rem',
    maxWidth: 'var(--available-width)',
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    overflow: 'hidden',
    transformOrigin: 'var(--transform-origin)',
    animation: `${popIn} ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&[data-size="lg"]': { fontSize: vars.fontSize.md },
      '&[data-ending-style]': { opacity: 0 },
    },
    '@media': {
      [reducedMotion]: { animationName: 'none' },
    },
  }),
);

export const list = recipe({
  base: layered({
    boxSizing: 'border-box',
    maxHeight: 'min(22.5rem, var(--available-height))',
    overflowY: 'auto',
    outline: 'none',
    overscrollBehavior: 'contain',
    scrollPaddingBlock: vars.space['1'],
    selectors: { '&[data-empty]': { display: 'none' } },
  }),
  variants: {
    // A virtualised list's rows sit in a spacer that pads their start and end itself.
    virtualized: {
      false: layered({ padding: vars.space['1'] }),
      true: layered({ paddingBlock: 0, paddingInline: vars.space['1'] }),
    },
  },
});

export const spacer = style(layered({ position: 'relative', width: '100%' }));

export const virtualItem = style(
  layered({
    position: 'absolute',
    top: 0,
    insetInlineStart: 0,
    width: '100%',
  }),
);

export const item = style(
  layered({
    display: 'grid',
    gridTemplateColumns: '1rem 1fr',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: '2.5rem',
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.md,
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      '[data-size="sm"] &': { minHeight: '2rem', paddingBlock: vars.space['1'] },
      '[data-size="lg"] &': { minHeight: '3rem' },
      '&[data-highlighted]': { backgroundColor: vars.color.backgroundMuted },
      '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    },
    '@media': forcedColorsListItem,
  }),
);

export const indicator = style(layered({ display: 'flex', gridColumnStart: 1, color: 'inherit' }));

globalStyle(`${indicator} > svg`, layered({ width: vars.iconSize.sm, height: vars.iconSize.sm, maxWidth: 'none' }));

export const itemLabel = style(layered({ gridColumnStart: 2, minWidth: 0, overflowWrap: 'anywhere' }));

export const optionGroup = style(
  layered({
    selectors: { '& + &': { marginBlockStart: vars.space['1'] } },
  }),
);

export const groupLabel = style(
  layered({
    paddingInline: vars.space['3'],
    paddingBlock: `${vars.space['2']} ${vars.space['1']}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  }),
);

/**
 * The loading and « no results » texts. Live regions: an empty one stays in the page, without
 * height, so that screen readers are already listening when its text appears.
 */
export const message = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['3'],
    color: vars.color.textMuted,
    selectors: { '&:empty': { padding: 0 } },
  }),
);
