import { vars } from '@company/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// Minimal shell styles until the package's SiteHeader/SiteFooter/SkipLinks replace this markup.

export const skipLinks = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  // Above everything, banners and dialogs included: a skip link must be visible when focused.
  zIndex: `calc(${vars.zIndex.toast} + 1)`,
});

export const skipLink = style({
  display: 'inline-block',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    // Off-screen (not display:none) so it stays in the tab order and appears on focus.
    '&:not(:focus)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const container = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
});

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const headerInner = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['4'],
    paddingBlock: vars.space['4'],
  },
]);

export const brand = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primaryText, textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.primaryText, textDecoration: 'underline' },
  },
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style([container, { flex: 1, paddingBlock: vars.space['12'] }]);

// The main region only takes focus from a skip link or a route change; an outline around the
// whole page would be noise.
globalStyle(`${main}:focus`, { outline: 'none' });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.backgroundSubtle,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['6'],
    justifyContent: 'space-between',
    paddingBlock: vars.space['8'],
  },
]);

export const address = style({ fontStyle: 'normal' });

export const footerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
