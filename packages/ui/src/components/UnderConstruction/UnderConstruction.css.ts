import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const root = style(
  layered({
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
  }),
);

export const intro = style(layered({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' }));

export const iconBadge = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '3.5rem',
    height: '3.5rem',
    marginBlockEnd: vars.space['2'],
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.primaryText,
  }),
);

export const glyph = style(layered({ width: '1.75rem', height: '1.75rem' }));

export const title = style(
  layered({
    fontSize: vars.fontSize['3xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    '@media': {
      [mediaUp('sm')]: { fontSize: vars.fontSize['4xl'] },
    },
  }),
);

export const description = style(
  layered({
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

export const date = style(
  layered({
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
  }),
);

export const smallGlyph = style(layered({ width: '1rem', height: '1rem', flexShrink: 0 }));

export const progress = style(layered({ display: 'grid', gap: vars.space['2'] }));

export const progressHeader = style(
  layered({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: vars.space['4'],
    fontSize: vars.fontSize.sm,
  }),
);

export const progressLabel = style(layered({ fontWeight: vars.fontWeight.semibold, color: vars.color.text }));

export const progressValue = style(
  layered({
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.primaryText,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const track = style(
  layered({
    position: 'relative',
    height: '0.625rem',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.backgroundMuted,
    // The track edge must stay visible (1.4.11): the muted fill alone is too faint on white.
    boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  }),
);

export const indicator = style(
  layered({
    height: '100%',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary,
    transitionProperty: 'width',
    transitionDuration: vars.duration.slow,
    transitionTimingFunction: vars.easing.standard,
  }),
);

export const features = style(
  layered({
    display: 'grid',
    gap: vars.space['3'],
    padding: vars.space['5'],
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.backgroundSubtle,
  }),
);

export const featuresHeading = style(
  layered({
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
  }),
);

export const featureList = style(
  layered({
    display: 'grid',
    gap: vars.space['2'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['6'] },
    },
  }),
);

export const featureItem = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
  }),
);

export const featureGlyph = style(
  layered({
    width: '1rem',
    height: '1rem',
    flexShrink: 0,
    marginBlockStart: '0.1rem',
    color: vars.color.successStrong,
  }),
);

export const actions = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    '@media': {
      [mediaUp('sm')]: { flexDirection: 'row', flexWrap: 'wrap' },
    },
  }),
);
