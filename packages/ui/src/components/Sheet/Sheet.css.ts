// The panel of a Sheet. Its overlay, close button, header, title and description are Dialog's.
import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors, mediaUp, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { rtl } from '../../utils/direction';

/** Where the panel rests before it slides in and after it slides out: just off its edge. */
const offscreen = createVar();
const width = createVar();
const height = createVar();

const slideIn = keyframes({ from: { transform: offscreen }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: offscreen } });

export const panel = recipe({
  base: layered({
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['5'],
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space['6'],
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    selectors: {
      // Radix focuses the panel itself when it holds nothing focusable: no ring around the whole sheet.
      '&:focus': { outline: 'none' },
      '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.slow} ${vars.easing.enter}` },
      '&[data-state="closed"]': { animation: `${slideOut} ${vars.duration.normal} ${vars.easing.exit}` },
    },
    '@media': {
      // The same padding as a dialog's, which Dialog's close button is placed against.
      [mediaUp('sm')]: { padding: vars.space['8'] },
      // Only the shadow sets the panel off from the page, and forced colours remove it.
      [forcedColors]: { border: '1px solid CanvasText' },
      // The durations are 0 ms under reduced motion already; no animation at all also lets Radix
      // unmount a closing sheet at once rather than wait for an `animationend`.
      [reducedMotion]: { animationName: 'none' },
    },
  }),
  variants: {
    side: {
      start: layered({
        insetBlock: 0,
        insetInlineStart: 0,
        borderStartEndRadius: vars.radius.xl,
        borderEndEndRadius: vars.radius.xl,
        width: `min(${width}, calc(100% - ${vars.space['8']}))`,
        vars: { [offscreen]: 'translateX(-100%)' },
        selectors: { [`&${rtl}`]: { vars: { [offscreen]: 'translateX(100%)' } } },
      }),
      end: layered({
        insetBlock: 0,
        insetInlineEnd: 0,
        borderStartStartRadius: vars.radius.xl,
        borderEndStartRadius: vars.radius.xl,
        width: `min(${width}, calc(100% - ${vars.space['8']}))`,
        vars: { [offscreen]: 'translateX(100%)' },
        selectors: { [`&${rtl}`]: { vars: { [offscreen]: 'translateX(-100%)' } } },
      }),
      top: layered({
        insetInline: 0,
        insetBlockStart: 0,
        borderEndStartRadius: vars.radius.xl,
        borderEndEndRadius: vars.radius.xl,
        maxHeight: `min(${height}, calc(100dvh - ${vars.space['8']}))`,
        vars: { [offscreen]: 'translateY(-100%)' },
      }),
      bottom: layered({
        insetInline: 0,
        insetBlockEnd: 0,
        borderStartStartRadius: vars.radius.xl,
        borderStartEndRadius: vars.radius.xl,
        maxHeight: `min(${height}, calc(100dvh - ${vars.space['8']}))`,
        vars: { [offscreen]: 'translateY(100%)' },
      }),
    },
    size: {
      sm: layered({ vars: { [width]: '20rem', [height]: '40dvh' } }),
      md: layered({ vars: { [width]: '26rem', [height]: '60dvh' } }),
      lg: layered({ vars: { [width]: '36rem', [height]: '80dvh' } }),
      // The whole screen: no margin left to close it by a click beside the panel.
      full: layered({
        vars: { [width]: '100%', [height]: '100dvh' },
        selectors: { '&[data-side]': { width: '100%', maxHeight: '100dvh', borderRadius: 0 } },
      }),
    },
  },
  defaultVariants: { side: 'end', size: 'md' },
});

/** Pushes the actions to the bottom of a side sheet that is taller than its content. */
export const footer = style(layered({ marginBlockStart: 'auto', paddingBlockStart: vars.space['2'] }));
