import { mediaUp, vars } from '@company/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// Dark surface: the text colour (neutral 900) as background and the inverse text on it (17:1).
// Secondary lines keep the inverse colour at reduced opacity, still above 10:1.
const softOpacity = '0.82';

export const root = style({
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const inner = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  paddingBlock: `${vars.space['10']} ${vars.space['6']}`,
  '@media': {
    [mediaUp('md')]: { paddingInline: vars.space['8'], paddingTop: vars.space['16'] },
  },
});

export const top = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  paddingBottom: vars.space['8'],
  '@media': {
    [mediaUp('md')]: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space['10'] },
    [mediaUp('xl')]: { flexWrap: 'nowrap', gap: vars.space['12'], paddingBottom: vars.space['12'] },
  },
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['6'],
  '@media': {
    // Its own row up to `xl`, so the link columns keep room for their labels; the social links sit at its end.
    [mediaUp('md')]: {
      flexBasis: '100%',
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      alignItems: 'flex-end',
    },
    [mediaUp('xl')]: { flex: '0 1 18rem', flexDirection: 'column', alignItems: 'flex-start' },
  },
});

export const about = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const brand = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  maxWidth: '36ch',
  opacity: softOpacity,
});

export const social = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const columns = style({
  display: 'grid',
  gap: `${vars.space['8']} ${vars.space['6']}`,
  // Two columns already on a 375px phone.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  '@media': {
    [mediaUp('md')]: { flex: '1 1 0', minWidth: 0 },
    // One row of columns beside the identity and contact blocks.
    [mediaUp('lg')]: { gridTemplateColumns: 'none', gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' },
  },
});

/** Wide enough for an e-mail address on one line. */
export const contact = style({
  '@media': {
    [mediaUp('md')]: { flex: '0 0 14rem' },
  },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textInverse,
});

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const onDark = {
  color: vars.color.textInverse,
  borderRadius: vars.radius.sm,
  selectors: {
    // The brand blue ring is too dark on this surface: an inverse ring keeps 3:1.
    '&:focus-visible': { outlineColor: vars.color.textInverse },
  },
} as const;

export const link = style({
  ...onDark,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.75rem',
  overflowWrap: 'anywhere',
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '0.25em',
  transitionProperty: 'text-decoration-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    ...onDark.selectors,
    '&:hover': { textDecorationColor: 'currentColor' },
  },
});

export const address = style({ fontStyle: 'normal' });

export const contactLine = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minHeight: '1.75rem',
});

export const contactIcon = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  // Centres the icon on the first line of text (1.75rem line box).
  marginTop: '0.375rem',
  opacity: softOpacity,
});

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  ...onDark,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.5rem',
  paddingInline: vars.space['4'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transitionProperty: 'border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    ...onDark.selectors,
    '&:hover': { borderColor: vars.color.textInverse },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
});

// The caller's icon is drawn at 24px by its attributes: it takes the slot's size instead.
globalStyle(`${icon} > svg`, { display: 'block', flexShrink: 0, width: '100%', height: '100%', maxWidth: 'none' });

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.borderStrong}`,
  '@media': {
    [mediaUp('md')]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: vars.space['6'],
    },
  },
});

export const legal = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  opacity: softOpacity,
});
