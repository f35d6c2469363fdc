import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors, mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { rtl } from '../../utils/direction';

/** Height of the one-line field and the most it grows before scrolling (spec: 36 to 72 px). */
export const inputMinHeight = 36;
export const inputMaxHeight = 72;

const launcherSize = '3.5rem';

/**
 * Component token: the distance between the widget and the bottom of the viewport. The package never
 * sets it; a page sets it on an ancestor (the document root, say) to lift the launcher and the panel
 * above something fixed to the bottom of the screen, such as a cookie banner. Unset, the widget keeps
 * its default gap.
 */
const offsetBottomToken = '--chatPanel-offset-bottom';

/**
 * The token's value, or the default gap of the current screen size when it is unset; never so high
 * that the launcher would leave the top of the screen.
 */
const offsetBottom = (defaultGap: string) =>
  `min(var(${offsetBottomToken}, ${defaultGap}), 100dvh - ${launcherSize} - ${defaultGap})`;

/** The least height that keeps the header, a few lines of the conversation and the field in the panel. */
const panelMinHeight = '12rem';

/**
 * The panel's height: as tall as the screen allows above the launcher, shortened by however far the
 * token lifts the widget beyond its default gap, but not below {@link panelMinHeight} for it (so
 * exactly the original height when the token is unset).
 */
const panelHeight = (defaultGap: string) => {
  const room = `100dvh - ${launcherSize} - ${vars.space['12']}`;
  const lift = `(${offsetBottom(defaultGap)} - ${defaultGap})`;
  return `max(min(${panelMinHeight}, ${room}), min(34rem, ${room} - ${lift}))`;
};

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

const blink = keyframes({
  '0%, 80%, 100%': { opacity: 0.3, transform: 'translateY(0)' },
  '40%': { opacity: 1, transform: 'translateY(-0.2rem)' },
});

/**
 * How far the token lifts the widget above its default gap, as a transform: a page that sets the
 * token once the launcher is on screen (a cookie banner opening) moves it without shifting the
 * layout, which a change of `bottom` would count as a layout shift.
 */
const lift = (defaultGap: string) => `translateY(calc(${defaultGap} - ${offsetBottom(defaultGap)}))`;

/**
 * Spans the bottom of its containing block on small screens so the panel can take nearly the
 * full width; it lets clicks through where it is empty. It sits `--chatPanel-offset-bottom` above
 * the bottom when a page sets that token.
 */
export const root = style(
  layered({
    position: 'fixed',
    insetInline: vars.space['3'],
    bottom: vars.space['3'],
    transform: lift(vars.space['3']),
    zIndex: vars.zIndex.sticky,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: vars.space['3'],
    pointerEvents: 'none',
    fontFamily: vars.font.body,
    '@media': {
      [mediaUp('sm')]: {
        insetInlineStart: 'auto',
        insetInlineEnd: vars.space['6'],
        bottom: vars.space['6'],
        transform: lift(vars.space['6']),
      },
    },
  }),
);

export const panel = style(
  layered({
    pointerEvents: 'auto',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: panelHeight(vars.space['3']),
    overflow: 'hidden',
    borderRadius: vars.radius.xl,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    // It grows from the launcher, in the bottom corner at the end of the line.
    transformOrigin: 'bottom right',
    animationName: rise,
    animationDuration: vars.duration.normal,
    animationTimingFunction: vars.easing.standard,
    selectors: { '&[hidden]': { display: 'none' }, [`&${rtl}`]: { transformOrigin: 'bottom left' } },
    '@media': {
      [mediaUp('sm')]: { width: '24rem', height: panelHeight(vars.space['6']) },
    },
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  }),
);

export const avatar = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.primaryText,
    // The disc is only a fill, which forced colours remove: an edge keeps the icon in a circle.
    '@media': { [forcedColors]: { border: '1px solid CanvasText' } },
  }),
);

export const avatarGlyph = style(layered({ width: vars.iconSize.md, height: vars.iconSize.md }));

export const headerText = style(layered({ display: 'grid', gap: '0.125rem', minWidth: 0 }));

export const title = style(
  layered({
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
  }),
);

export const status = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.textMuted,
  }),
);

export const statusDot = recipe({
  base: layered({
    flexShrink: 0,
    width: '0.5rem',
    height: '0.5rem',
    borderRadius: vars.radius.full,
    // The dot is only a fill; the status text beside it carries the meaning.
    '@media': { [forcedColors]: { backgroundColor: 'CanvasText' } },
  }),
  variants: {
    status: {
      online: layered({ backgroundColor: vars.color.successStrong }),
      demo: layered({ backgroundColor: vars.color.warningStrong }),
      offline: layered({ backgroundColor: vars.color.dangerStrong }),
    },
  },
});

export const log = style(
  layered({
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    // The component keeps the newest message in view itself; the browser's scroll anchoring would
    // fight it and leave the log a pixel short of the bottom.
    overflowAnchor: 'none',
    padding: vars.space['4'],
    backgroundColor: vars.color.backgroundSubtle,
  }),
);

/** Wraps the messages so a change of their height can be observed apart from the scroll box. */
export const logContent = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
  }),
);

export const message = recipe({
  base: layered({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    maxWidth: '85%',
    minWidth: 0,
  }),
  variants: {
    author: {
      user: layered({ alignSelf: 'flex-end', alignItems: 'flex-end' }),
      assistant: layered({ alignSelf: 'flex-start', alignItems: 'flex-start' }),
    },
  },
});

export const bubble = recipe({
  base: layered({
    maxWidth: '100%',
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.lg,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    // Replies are plain text: keep the author's line breaks, and break long unbroken strings.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  }),
  variants: {
    author: {
      user: layered({
        backgroundColor: vars.color.primary,
        color: vars.color.textInverse,
        borderEndEndRadius: vars.radius.sm,
        // The visitor's bubble is only a fill, which forced colours remove: it gets the edge the
        // assistant's has, and its side of the log still tells who wrote it.
        '@media': { [forcedColors]: { border: '1px solid CanvasText' } },
      }),
      assistant: layered({
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
        borderEndStartRadius: vars.radius.sm,
      }),
    },
  },
  defaultVariants: { author: 'assistant' },
});

export const time = style(
  layered({
    paddingInline: vars.space['1'],
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const typing = style(
  layered({
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    minHeight: '2.25rem',
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.lg,
    borderEndStartRadius: vars.radius.sm,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  }),
);

export const typingDot = style(
  layered({
    width: '0.4rem',
    height: '0.4rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.textMuted,
    // Forced to Canvas, the dots (the only visible sign of a reply on its way) would vanish.
    '@media': { [forcedColors]: { backgroundColor: 'CanvasText' } },
    animationName: blink,
    animationDuration: `calc(${vars.duration.slow} * 4)`,
    animationTimingFunction: vars.easing.standard,
    animationIterationCount: 'infinite',
    selectors: {
      '&:nth-child(2)': { animationDelay: `calc(${vars.duration.slow} * 0.5)` },
      '&:nth-child(3)': { animationDelay: vars.duration.slow },
    },
  }),
);

export const composer = style(
  layered({
    display: 'flex',
    alignItems: 'flex-end',
    gap: vars.space['2'],
    padding: vars.space['3'],
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  }),
);

export const textarea = style(
  layered({
    flex: '1 1 auto',
    minWidth: 0,
    height: `${inputMinHeight}px`,
    minHeight: `${inputMinHeight}px`,
    maxHeight: `${inputMaxHeight}px`,
    margin: 0,
    // 1 px border + 8 px padding + 18 px line: one line is exactly 36 px, three lines 72 px.
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    // 16 px keeps iOS Safari from zooming into the field on focus.
    fontSize: vars.fontSize.md,
    lineHeight: '1.125rem',
    resize: 'none',
    overflowY: 'auto',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    },
  }),
);

export const sendButton = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: `${inputMinHeight}px`,
    height: `${inputMinHeight}px`,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.primary,
    color: vars.color.textInverse,
    cursor: 'pointer',
    transitionProperty: 'background-color, opacity',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover },
      '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.faded },
    },
    // The button is only a fill, which forced colours remove: an edge keeps it a button.
    '@media': {
      [forcedColors]: {
        border: '1px solid ButtonText',
        selectors: { '&:disabled': { borderColor: 'GrayText' } },
      },
    },
  }),
);

export const sendGlyph = style(layered({ width: '1.125rem', height: '1.125rem' }));

export const launcher = style(
  layered({
    pointerEvents: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: launcherSize,
    height: launcherSize,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary,
    color: vars.color.textInverse,
    boxShadow: vars.shadow.lg,
    cursor: 'pointer',
    transitionProperty: 'background-color, transform',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:hover': { backgroundColor: vars.color.primaryHover },
      '&:active': { transform: 'scale(0.96)' },
    },
    // Fill and shadow are all that draw the round button over the page; forced colours remove both.
    '@media': { [forcedColors]: { border: '1px solid ButtonText' } },
  }),
);

export const launcherGlyph = style(layered({ width: vars.iconSize.lg, height: vars.iconSize.lg }));
