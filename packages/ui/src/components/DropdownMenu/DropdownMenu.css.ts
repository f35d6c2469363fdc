import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { forcedColorsListItem } from '../../utils/listItem';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const content = style(
  layered({
    // Above a sticky header, whose bottom edge a menu opened from it overlaps.
    zIndex: vars.zIndex.popover,
    minWidth: '13rem',
    // Long labels wrap rather than widen the menu past the screen; a long menu scrolls inside the
    // room the screen leaves it rather than running off it.
    maxWidth: 'min(22rem, var(--radix-dropdown-menu-content-available-width))',
    maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
    overflowY: 'auto',
    padding: vars.space['1'],
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${vars.duration.fast} ${vars.easing.standard}` },
    },
    '@media': {
      [reducedMotion]: { selectors: { '&[data-state="open"]': { animationName: 'none' } } },
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
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      // Radix moves DOM focus onto the highlighted item: the background shows it, the ring confirms it for keyboards.
      '&[data-highlighted]': { backgroundColor: vars.color.backgroundMuted },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-tone="danger"]': { color: vars.color.dangerText },
      '&[data-tone="danger"][data-highlighted]': {
        backgroundColor: vars.color.dangerSubtle,
        color: vars.color.dangerText,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
    '@media': forcedColorsListItem,
  }),
);

/** Room at the start of a checkbox or radio item for its tick or dot. */
export const checkableItem = style(
  layered({ paddingInlineStart: `calc(${vars.space['3']} + 1rem + ${vars.space['2']})` }),
);

/** Where a checkbox or radio item shows its tick or dot, in the room its padding leaves. */
export const indicator = style(
  layered({
    position: 'absolute',
    insetInlineStart: vars.space['3'],
    top: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1rem',
    height: '1rem',
    transform: 'translateY(-50%)',
  }),
);

export const check = style(layered({ width: vars.iconSize.sm, height: vars.iconSize.sm, maxWidth: 'none' }));

export const dot = style(
  layered({
    display: 'block',
    width: '0.5rem',
    height: '0.5rem',
    borderRadius: vars.radius.full,
    backgroundColor: 'currentColor',
    // A fill, which forced colours paint Canvas: the dot takes the text colour instead (the
    // highlighted item opts out of forcing, so there it stays its HighlightText).
    '@media': { [forcedColors]: { backgroundColor: 'CanvasText' } },
  }),
);

export const itemIcon = style(
  layered({
    display: 'inline-flex',
    flexShrink: 0,
    width: '1rem',
    height: '1rem',
    color: vars.color.textMuted,
    selectors: {
      // An icon of a danger item says the same as its label.
      '[data-tone="danger"] > &': { color: 'inherit' },
    },
  }),
);

globalStyle(
  `${itemIcon} > svg`,
  layered({ display: 'block', flexShrink: 0, width: '100%', height: '100%', maxWidth: 'none' }),
);

export const label = style(
  layered({
    paddingInline: vars.space['3'],
    paddingBlock: `${vars.space['2']} ${vars.space['1']}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
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
