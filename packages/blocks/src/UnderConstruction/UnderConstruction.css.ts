import { mediaUp, vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': {
    [mediaUp('sm')]: { paddingBlock: vars.space['10'], paddingInline: vars.space['10'] },
  },
});

export const intro = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  marginBlockEnd: vars.space['2'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
});

export const glyph = style({ width: '1.75rem', height: '1.75rem' });

export const title = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': {
    [mediaUp('sm')]: { fontSize: vars.fontSize['4xl'] },
  },
});

export const description = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const date = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.backgroundMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const smallGlyph = style({ width: '1rem', height: '1rem', flexShrink: 0 });

export const features = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.backgroundSubtle,
});

export const featuresHeading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': {
    [mediaUp('sm')]: { flexDirection: 'row', flexWrap: 'wrap' },
  },
});

/** The « back » arrow points along the line of text: mirrored in right-to-left text. */
export const mirrored = style({ selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } } });
