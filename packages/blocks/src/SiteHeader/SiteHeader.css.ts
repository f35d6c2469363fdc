import { forcedColors, mediaUp, vars } from '@company/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Links move to the panel below `md`; up to `lg` the nav takes its own row; from `lg` one row. Once
 * the header has measured its content, `data-nav-fit` takes the next layout down when the links do
 * not fit the screen's: `stacked` (a row of their own) or `compact` (behind « Menu », as on a phone).
 * Server-rendered HTML has no `data-nav-fit`, and keeps the layout of the screen's width until a
 * script measures, or for good on a page that is never hydrated.
 */
const tablet = mediaUp('md');
const desktop = mediaUp('lg');

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** Applies when the header has measured that its links need the layout `fit` (see `useNavFit`). */
const whenFit = (fit: 'stacked' | 'compact') => `${root}[data-nav-fit="${fit}"] &`;

// The gap and the side padding stay the same in every layout: the fit is measured with them.
export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  maxWidth: '80rem',
  minHeight: '4rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['3'],
  '@media': {
    [tablet]: {
      paddingInline: vars.space['8'],
      paddingBottom: vars.space['2'],
      selectors: { [whenFit('compact')]: { paddingBottom: vars.space['3'] } },
    },
    [desktop]: {
      flexWrap: 'nowrap',
      columnGap: vars.space['6'],
      paddingBlock: vars.space['3'],
      selectors: { [whenFit('stacked')]: { flexWrap: 'wrap', paddingBottom: vars.space['2'] } },
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  minWidth: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

// A brand link reads as the logo, not as a blue underlined link.
globalStyle(`${brand} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

/** The links on a row of their own, their text aligned with the brand above. */
const navOwnRow = { order: 2, flexBasis: '100%', marginInlineStart: `calc(-1 * ${vars.space['3']})` };
/** As on a phone: « Menu » at the end of the brand's row. */
const navCompact = { order: 0, flex: '0 0 auto', marginInlineStart: 'auto' };

/**
 * Out of sight and of the accessibility tree, but still laid out, so that the header can measure
 * whether the links and actions would fit again.
 */
const measuredOnly = {
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  maxWidth: '100%',
  flexWrap: 'wrap',
  visibility: 'hidden',
  pointerEvents: 'none',
} as const;

export const nav = style({
  marginInlineStart: 'auto',
  borderRadius: vars.radius.md,
  '@media': {
    [tablet]: { ...navOwnRow, selectors: { [whenFit('compact')]: navCompact } },
    [desktop]: {
      order: 1,
      flex: '1 1 auto',
      marginInlineStart: 0,
      minWidth: 0,
      selectors: { [whenFit('stacked')]: navOwnRow, [whenFit('compact')]: navCompact },
    },
  },
});

export const navList = style({
  display: 'none',
  flexWrap: 'wrap',
  alignItems: 'center',
  // Wrapped rows stay tight: each link is already 44px tall.
  columnGap: vars.space['1'],
  rowGap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { display: 'flex', selectors: { [whenFit('compact')]: measuredOnly } },
    [desktop]: {
      justifyContent: 'center',
      selectors: { [whenFit('stacked')]: { justifyContent: 'flex-start' } },
    },
  },
});

export const navLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // A label broken over two lines would make the row uneven: the header changes layout instead.
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.backgroundMuted },
    '&[aria-current="page"]': { color: vars.color.primaryText, fontWeight: vars.fontWeight.semibold },
    // The current page is marked by shape as well as colour.
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space['3'],
      bottom: '2px',
      height: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.primary,
    },
  },
  // The bar's fill would be forced to Canvas: it takes the link colour, so the shape still marks the page.
  '@media': {
    [forcedColors]: { selectors: { '&[aria-current="page"]::after': { backgroundColor: 'LinkText' } } },
  },
});

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
} as const;

export const menuButton = style({
  ...iconButton,
  paddingInline: vars.space['3'],
  selectors: {
    '&:hover': { backgroundColor: vars.color.backgroundMuted, borderColor: vars.color.borderStrong },
  },
  '@media': {
    [tablet]: { display: 'none', selectors: { [whenFit('compact')]: { display: 'inline-flex' } } },
  },
});

export const menuIcon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const actions = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  '@media': {
    [tablet]: {
      display: 'flex',
      order: 1,
      marginInlineStart: 'auto',
      selectors: { [whenFit('compact')]: measuredOnly },
    },
    [desktop]: {
      order: 2,
      marginInlineStart: 0,
      selectors: { [whenFit('stacked')]: { order: 1, marginInlineStart: 'auto' } },
    },
  },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtleHover,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  // The disc is only a fill, which forced colours remove: an edge keeps the initials in a circle.
  '@media': { [forcedColors]: { border: '1px solid CanvasText' } },
});

export const userTrigger = style({
  ...iconButton,
  maxWidth: '16rem',
  paddingInlineStart: vars.space['1'],
  paddingInlineEnd: vars.space['3'],
  borderColor: 'transparent',
  borderRadius: vars.radius.full,
  selectors: {
    '&:hover, &[data-state="open"], &[aria-busy="true"]': {
      backgroundColor: vars.color.backgroundMuted,
      borderColor: vars.color.border,
    },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const userName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    '[data-state="open"] > &': { transform: 'rotate(180deg)' },
  },
  // An SVG keeps the colour set on it under forced colours (`preserve-parent-color`): this grey
  // would stay grey on any Canvas, so it takes the button text colour of its trigger instead.
  '@media': { [forcedColors]: { color: 'ButtonText' } },
});

/**
 * The small-screen menu, a popover over the whole screen: hidden by the browser while closed (so it
 * sets `display` only when open), in the top layer when open. It holds the dimmed page and the
 * panel, which fade and slide in and out: `display` and `overlay` wait for the end of the closing
 * transition (`allow-discrete`). Under reduced motion the duration tokens are 0 ms and nothing moves.
 */
export const menuLayer = style({
  // The browser's popover box is centred, bordered, padded and as small as its content.
  position: 'fixed',
  inset: 0,
  width: 'auto',
  height: 'auto',
  margin: 0,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  backgroundColor: 'transparent',
  color: vars.color.text,
  transitionProperty: 'display, overlay',
  transitionDuration: vars.duration.normal,
  transitionBehavior: 'allow-discrete',
  selectors: { '&:popover-open': { display: 'block' } },
});

/** The menu is open: its parts' shown state, whose `@starting-style` is where they come in from. */
const whenOpen = `${menuLayer}:popover-open > &`;

// The page behind the open menu stays put, as behind any modal of the package.
globalStyle(`html:has(${menuLayer}:popover-open)`, { overflow: 'hidden' });

/** The dimmed page around the panel, a button that closes the menu. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  padding: 0,
  border: 0,
  backgroundColor: vars.color.overlay,
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.normal,
  transitionTimingFunction: vars.easing.standard,
  selectors: { [whenOpen]: { opacity: 1, '@starting-style': { opacity: 0 } } },
});

/** Out of view beside the screen's edge: where the panel slides in from and back to. */
const offScreen = 'translateX(100%)';

export const sheet = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(22rem, calc(100% - 3rem))',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
  transform: offScreen,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.normal,
  transitionTimingFunction: vars.easing.standard,
  // Only the shadow sets the panel off from the page, and forced colours remove it.
  '@media': { [forcedColors]: { borderInlineStart: '1px solid CanvasText' } },
  selectors: {
    [whenOpen]: {
      transform: 'translateX(0)',
      transitionDuration: vars.duration.slow,
      '@starting-style': { transform: offScreen },
    },
  },
});

export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['5'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sheetTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const closeButton = style({
  ...iconButton,
  width: '2.75rem',
  marginInlineEnd: `calc(-1 * ${vars.space['2']})`,
  borderColor: 'transparent',
  selectors: {
    '&:hover': { backgroundColor: vars.color.backgroundMuted },
  },
});

export const sheetBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: vars.space['3'],
  paddingBottom: vars.space['8'],
});

export const sheetList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sheetLink = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '3rem',
  paddingInline: vars.space['4'],
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.backgroundMuted },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space['2'],
      insetInlineStart: 0,
      width: '4px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.primary,
    },
  },
  // The current page's tint and bar are fills, which forced colours remove: the bar takes the link colour.
  '@media': {
    [forcedColors]: { selectors: { '&[aria-current="page"]::before': { backgroundColor: 'LinkText' } } },
  },
});

export const sheetSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const sheetActions = style({
  gap: vars.space['3'],
  paddingInline: vars.space['2'],
});

export const sheetUser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  paddingInline: vars.space['4'],
  paddingBottom: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
