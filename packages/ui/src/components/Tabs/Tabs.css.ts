import { globalStyle, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { rtl } from '../../utils/direction';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    selectors: {
      '&[data-orientation="vertical"]': { flexDirection: 'row', alignItems: 'flex-start', gap: vars.space['6'] },
    },
  }),
);

/** Width of a scroll button; the tabs under it are hidden, so its chevron never sits on text. */
const buttonWidth = '2rem';
/** Width of the end of a list that scrolls: the button, then a fade from there to the tabs. */
const fade = '3.5rem';
const fadeStart = `linear-gradient(to right, transparent ${buttonWidth}, #000 ${fade})`;
const fadeEnd = `linear-gradient(to left, transparent ${buttonWidth}, #000 ${fade})`;
const fadeBoth = `linear-gradient(to right, transparent ${buttonWidth}, #000 ${fade}, #000 calc(100% - ${fade}), transparent calc(100% - ${buttonWidth}))`;

/** Holds the list and its scroll buttons; `data-overflow` says which ends hide tabs. */
export const listFrame = style(
  layered({
    position: 'relative',
    display: 'flex',
    minWidth: 0,
    maxWidth: '100%',
    selectors: {
      '&[data-orientation="vertical"]': { flexShrink: 0 },
    },
  }),
);

export const list = style(
  layered({
    position: 'relative',
    display: 'flex',
    flex: '1 1 auto',
    gap: vars.space['1'],
    minWidth: 0,
    // Many tabs on a narrow screen scroll sideways instead of wrapping onto a second row.
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    // The fades and the scroll buttons say that the row scrolls; a scrollbar under the tabs would
    // read as a second underline.
    scrollbarWidth: 'none',
    // A tab reached by the keyboard stops clear of the faded end, not under its scroll button.
    scrollPaddingInline: fade,
    boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
    selectors: {
      '&::-webkit-scrollbar': { display: 'none' },
      '[data-overflow="start"] > &': { maskImage: fadeStart },
      '[data-overflow="end"] > &': { maskImage: fadeEnd },
      '[data-overflow="both"] > &': { maskImage: fadeBoth },
      [`[data-overflow="start"]${rtl} > &`]: { maskImage: fadeEnd },
      [`[data-overflow="end"]${rtl} > &`]: { maskImage: fadeStart },
      '&[data-orientation="vertical"]': {
        flexDirection: 'column',
        flexShrink: 0,
        overflowX: 'visible',
        scrollPaddingInline: 0,
        boxShadow: `inset -1px 0 0 ${vars.color.border}`,
      },
    },
    // Forced colours remove the inset shadow that draws the rule under the tabs: a border replaces it.
    '@media': {
      [forcedColors]: {
        borderBlockEnd: '1px solid CanvasText',
        selectors: {
          '&[data-orientation="vertical"]': { borderBlockEnd: 0, borderInlineEnd: '1px solid CanvasText' },
        },
      },
    },
  }),
);

/** Scrolls the list by most of its width towards a hidden end; shown only on an end that hides tabs. */
export const scrollButton = style(
  layered({
    position: 'absolute',
    insetBlock: `0 1px`,
    display: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    width: buttonWidth,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    transitionProperty: 'color, background-color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&[data-edge="start"]': { insetInlineStart: 0 },
      '&[data-edge="end"]': { insetInlineEnd: 0 },
      '[data-orientation="horizontal"]:is([data-overflow="start"], [data-overflow="both"]) > &[data-edge="start"]': {
        display: 'flex',
      },
      '[data-orientation="horizontal"]:is([data-overflow="end"], [data-overflow="both"]) > &[data-edge="end"]': {
        display: 'flex',
      },
      '&:hover': { color: vars.color.text, backgroundColor: vars.color.backgroundSubtle },
    },
  }),
);

globalStyle(
  `${scrollButton} > svg`,
  layered({ display: 'block', flexShrink: 0, width: vars.iconSize.md, height: vars.iconSize.md, maxWidth: 'none' }),
);

export const trigger = style(
  layered({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    gap: vars.space['2'],
    minHeight: '2.75rem',
    paddingInline: vars.space['4'],
    paddingBlock: vars.space['2'],
    border: 0,
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'color, background-color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      // The selected tab carries a bar, so the state never rests on colour alone.
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: vars.space['2'],
        insetBlockEnd: 0,
        height: '3px',
        borderRadius: `${vars.radius.full} ${vars.radius.full} 0 0`,
        backgroundColor: 'transparent',
        transitionProperty: 'background-color',
        transitionDuration: vars.duration.fast,
      },
      '&:hover:not(:disabled)': { color: vars.color.text, backgroundColor: vars.color.backgroundSubtle },
      '&[data-state="active"]': { color: vars.color.primaryText },
      '&[data-state="active"]::after': { backgroundColor: vars.color.primary },
      // Drawn inside: the scrolling list would clip a ring drawn outside the tab.
      '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
      '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
      '&[data-orientation="vertical"]': {
        justifyContent: 'flex-start',
        textAlign: 'start',
        whiteSpace: 'normal',
        borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
      },
      '&[data-orientation="vertical"]::after': {
        insetInline: 'auto 0',
        insetBlock: vars.space['2'],
        width: '3px',
        height: 'auto',
        borderRadius: `${vars.radius.full} 0 0 ${vars.radius.full}`,
      },
    },
    // The bar would be forced to Canvas and vanish, leaving the selected tab marked by nothing.
    '@media': {
      [forcedColors]: {
        selectors: {
          '&[data-state="active"]::after': { backgroundColor: 'Highlight' },
          '&:disabled': { color: 'GrayText' },
        },
      },
    },
  }),
);

export const content = style(
  layered({
    minWidth: 0,
    flex: 1,
    borderRadius: vars.radius.md,
    color: vars.color.text,
  }),
);
