import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { mediaUp, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { rtl } from '../../utils/direction';

/** The corner the toasts stack in: across the bottom of a phone, bottom right from `sm` on. */
export const viewport = style(
  layered({
    position: 'fixed',
    insetBlockEnd: 0,
    insetInline: 0,
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    width: '100%',
    margin: 0,
    padding: vars.space['4'],
    listStyle: 'none',
    '@media': {
      [mediaUp('sm')]: {
        insetInlineStart: 'auto',
        width: '26rem',
        padding: vars.space['6'],
      },
    },
  }),
);

// A toast slides in from the edge it stacks against: the right, or the left in right-to-left.
const enter = keyframes({
  from: { opacity: 0, transform: `translateX(calc(100% + ${vars.space['6']}))` },
  to: { opacity: 1, transform: 'translateX(0)' },
});
const enterFromLeft = keyframes({
  from: { opacity: 0, transform: `translateX(calc(-100% - ${vars.space['6']}))` },
  to: { opacity: 1, transform: 'translateX(0)' },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
// After a swipe, the toast fades out where the finger left it, whichever way it was swiped.
const swipeOut = keyframes({
  from: {
    opacity: 1,
    transform: 'translate(var(--radix-toast-swipe-end-x, 0), var(--radix-toast-swipe-end-y, 0))',
  },
  to: {
    opacity: 0,
    transform: 'translate(var(--radix-toast-swipe-end-x, 0), var(--radix-toast-swipe-end-y, 0))',
  },
});

export const toast = recipe({
  base: layered({
    // Icon, text and close button; the title, description and action stack in the middle column.
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    columnGap: vars.space['3'],
    rowGap: vars.space['1'],
    alignItems: 'start',
    padding: vars.space['4'],
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    lineHeight: vars.lineHeight.normal,
    animationDuration: vars.duration.slow,
    animationTimingFunction: vars.easing.enter,
    selectors: {
      '&[data-state="open"]': { animationName: enter },
      // No more specific than the rule above, so that reduced motion's fade still wins.
      [`&[data-state="open"]${rtl}`]: { animationName: enterFromLeft },
      '&[data-state="closed"]': {
        animationName: fadeOut,
        animationDuration: vars.duration.normal,
        animationTimingFunction: vars.easing.exit,
      },
      // The toast follows the finger, and springs back when the swipe falls short.
      '&[data-swipe="move"]': {
        transform: 'translate(var(--radix-toast-swipe-move-x, 0), var(--radix-toast-swipe-move-y, 0))',
      },
      '&[data-swipe="cancel"]': {
        transform: 'translate(0, 0)',
        transitionProperty: 'transform',
        transitionDuration: vars.duration.normal,
        transitionTimingFunction: vars.easing.standard,
      },
      '&[data-swipe="end"]': {
        animationName: swipeOut,
        animationDuration: vars.duration.normal,
        animationTimingFunction: vars.easing.exit,
      },
    },
    '@media': {
      // No slide in: the toast fades in where it stands. The tokens' durations are already 0 under
      // reduced motion; this keeps the toast still in an app that sets its own.
      [reducedMotion]: {
        selectors: {
          '&[data-state="open"]': { animationName: fadeIn },
        },
      },
    },
  }),
  variants: {
    tone: {
      info: layered({ borderInlineStartColor: vars.color.infoStrong }),
      success: layered({ borderInlineStartColor: vars.color.successStrong }),
      warning: layered({ borderInlineStartColor: vars.color.warningStrong }),
      danger: layered({ borderInlineStartColor: vars.color.dangerStrong }),
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: layered({
    gridColumn: 1,
    gridRow: 1,
    display: 'inline-flex',
    alignItems: 'center',
    width: '1.25rem',
    // The title's line, so the icon centres on its first line.
    height: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`,
  }),
  variants: {
    tone: {
      info: layered({ color: vars.color.infoText }),
      success: layered({ color: vars.color.successText }),
      warning: layered({ color: vars.color.warningText }),
      danger: layered({ color: vars.color.dangerText }),
    },
  },
});

globalStyle(`${icon.classNames.base} > svg`, layered({ width: vars.iconSize.md, height: vars.iconSize.md }));

export const title = style(
  layered({
    gridColumn: 2,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const description = style(
  layered({
    gridColumn: 2,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const action = style(
  layered({
    gridColumn: 2,
    justifySelf: 'start',
    marginBlockStart: vars.space['2'],
  }),
);

export const close = style(
  layered({
    gridColumn: 3,
    gridRow: 1,
    // Its square reaches the padding's edge, so the cross lines up with the title.
    marginBlock: `calc(-1 * ${vars.space['1']})`,
    marginInlineEnd: `calc(-1 * ${vars.space['2']})`,
    color: vars.color.textMuted,
  }),
);
