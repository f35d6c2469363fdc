// The overlay and panel of every modal window: Dialog, AlertDialog and RestrictedAccessDialog share them.
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors, mediaUp, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(2%) scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});
const sinkOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(2%) scale(0.97)' },
});

export const overlay = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    backgroundColor: vars.color.overlay,
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.normal} ${vars.easing.standard}` },
    },
    // The durations are 0 ms under reduced motion already; no animation at all also lets Radix
    // unmount a closing dialog at once rather than wait for an `animationend`.
    '@media': { [reducedMotion]: { animationName: 'none' } },
  }),
);

/**
 * The panel, centred on the screen; it scrolls inside itself when its content is taller than the
 * screen. Centred by its margins, not by a transform: a transformed panel would be the containing
 * block of the popups fixed in its layer host (`utils/layers`), which its scrolling would then clip.
 */
export const panel = recipe({
  base: layered({
    position: 'fixed',
    inset: 0,
    margin: 'auto',
    height: 'fit-content',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['5'],
    width: `calc(100% - ${vars.space['8']})`,
    maxHeight: `calc(100dvh - ${vars.space['8']})`,
    overflowY: 'auto',
    padding: vars.space['6'],
    borderRadius: vars.radius.xl,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    selectors: {
      // Radix focuses the panel itself when it holds nothing focusable: no ring around the whole window.
      '&:focus': { outline: 'none' },
      '&[data-state="open"]': { animation: `${riseIn} ${vars.duration.slow} ${vars.easing.standard}` },
      '&[data-state="closed"]': { animation: `${sinkOut} ${vars.duration.normal} ${vars.easing.standard}` },
    },
    '@media': {
      [mediaUp('sm')]: { padding: vars.space['8'] },
      // Only the shadow sets the panel off from the page, and forced colours remove it.
      [forcedColors]: { border: '1px solid CanvasText' },
      [reducedMotion]: { animationName: 'none' },
    },
  }),
  variants: {
    size: {
      sm: layered({ maxWidth: '28rem' }),
      md: layered({ maxWidth: '32rem' }),
      lg: layered({ maxWidth: '48rem' }),
    },
  },
  defaultVariants: { size: 'md' },
});

// The close button sits over the corner of the panel's padding, as far from the edges as from the title.
const closeSize = '2.5rem';
const closeOffset = `calc(${vars.space['6']} - ${vars.space['2']})`;

export const closeButton = style(
  layered({
    position: 'absolute',
    insetBlockStart: closeOffset,
    insetInlineEnd: closeOffset,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: closeSize,
    height: closeSize,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:hover': { backgroundColor: vars.color.backgroundMuted, color: vars.color.text },
    },
    '@media': {
      [mediaUp('sm')]: {
        insetBlockStart: `calc(${vars.space['8']} - ${vars.space['2']})`,
        insetInlineEnd: `calc(${vars.space['8']} - ${vars.space['2']})`,
      },
      // The hover fill would be forced to Canvas: an outline shows the pointer is on it.
      [forcedColors]: { selectors: { '&:hover': { outline: '1px solid ButtonText' } } },
    },
  }),
);

export const closeGlyph = style(layered({ width: vars.iconSize.md, height: vars.iconSize.md }));

export const header = style(layered({ display: 'grid', gap: vars.space['2'] }));

/**
 * The title keeps clear of the close button, whether it comes right after it or first in the
 * header: the button reaches this far into the content box, plus a gap. The description under it
 * starts below the button.
 */
const clearOfClose = `calc(${closeSize} - ${vars.space['2']} + ${vars.space['3']})`;

export const title = style(
  layered({
    fontSize: vars.fontSize['2xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    selectors: {
      [`${closeButton} + &, ${closeButton} + ${header} > &:first-child`]: { paddingInlineEnd: clearOfClose },
    },
  }),
);

export const description = style(
  layered({
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

/** The actions: stacked full width on phones, a row at the end from `sm` up, wrapping when they do not fit. */
export const footer = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    '@media': {
      [mediaUp('sm')]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'flex-end' },
    },
  }),
);
