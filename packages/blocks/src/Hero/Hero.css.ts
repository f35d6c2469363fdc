import { mediaUp, vars } from '@company/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: vars.space['12'],
  color: vars.color.text,
  backgroundColor: vars.color.backgroundSubtle,
  // A calm wash of the brand's lightest tint, drawn from the tokens only.
  backgroundImage: `radial-gradient(ellipse 70% 90% at 100% 0%, ${vars.color.primarySubtle} 0%, transparent 70%)`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaUp('md')]: { paddingBlock: vars.space['20'] },
    [mediaUp('lg')]: { paddingBlock: vars.space['24'] },
  },
});

export const container = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'center',
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': {
    [mediaUp('md')]: { paddingInline: vars.space['6'] },
    [mediaUp('lg')]: {
      paddingInline: vars.space['8'],
      gap: vars.space['16'],
      // The media moves beside the text only where two columns have room.
      selectors: { '[data-has-media] > &': { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['5'],
  maxWidth: '42rem',
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.primarySubtleHover}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.primaryText,
});

export const title = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  '@media': {
    [mediaUp('md')]: { fontSize: vars.fontSize['5xl'] },
  },
});

export const text = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  '@media': {
    [mediaUp('md')]: { fontSize: vars.fontSize.xl },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginBlockStart: vars.space['3'],
});

export const media = style({
  minWidth: 0,
});

globalStyle(`${media} img, ${media} picture, ${media} video`, {
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
});
