import { keyframes, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});

const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const root = style(
  layered({
    borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const item = style(
  layered({
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const header = style(
  layered({
    display: 'flex',
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const trigger = style(
  layered({
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['4'],
    minHeight: '3rem',
    paddingBlock: vars.space['4'],
    paddingInline: vars.space['2'],
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    transitionProperty: 'color, background-color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.primaryText, backgroundColor: vars.color.backgroundSubtle },
      '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
  }),
);

export const chevron = style(
  layered({
    flexShrink: 0,
    width: '1.25rem',
    height: '1.25rem',
    color: vars.color.textMuted,
    transitionProperty: 'transform',
    transitionDuration: vars.duration.normal,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
    },
    // An SVG keeps the colour set on it under forced colours (`preserve-parent-color`): this grey
    // would stay grey on any Canvas, so it takes the button text colour of its trigger instead.
    '@media': {
      [forcedColors]: {
        color: 'ButtonText',
        selectors: { [`${trigger}:disabled &`]: { color: 'GrayText' } },
      },
    },
  }),
);

export const content = style(
  layered({
    // A custom element (see Accordion.tsx): inline unless told otherwise.
    display: 'block',
    overflow: 'hidden',
    color: vars.color.text,
    animationDuration: vars.duration.normal,
    animationTimingFunction: vars.easing.standard,
    // Only once the page is interactive: in server-rendered HTML an open item's height variable is
    // not set yet, so the opening animation would paint it closed, then push the page down.
    selectors: {
      '&[data-animated][data-state="open"]': { animationName: open },
      // A closed item is hidden until found: only one that is still shown, closing, animates.
      '&[data-animated][data-state="closed"]:not([hidden])': { animationName: close },
    },
  }),
);

/** Padding lives on an inner box: on the animated element it would keep a closed panel from reaching 0. */
export const contentInner = style(
  layered({
    paddingInline: vars.space['2'],
    paddingBlockEnd: vars.space['5'],
    color: vars.color.textMuted,
    lineHeight: vars.lineHeight.normal,
  }),
);
