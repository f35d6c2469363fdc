import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const section = recipe({
  base: layered({
    paddingBlock: vars.space['12'],
    color: vars.color.text,
    '@media': {
      [mediaUp('md')]: { paddingBlock: vars.space['16'] },
      [mediaUp('lg')]: { paddingBlock: vars.space['20'] },
    },
  }),
  variants: {
    tone: {
      default: layered({ backgroundColor: vars.color.background }),
      subtle: layered({ backgroundColor: vars.color.backgroundSubtle }),
      muted: layered({ backgroundColor: vars.color.backgroundMuted }),
    },
  },
  defaultVariants: { tone: 'default' },
});

/** The container sets the reading width and the vertical rhythm between the section's blocks. */
export const container = recipe({
  base: layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['8'],
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': {
      [mediaUp('md')]: { gap: vars.space['10'], paddingInline: vars.space['6'] },
      [mediaUp('lg')]: { paddingInline: vars.space['8'] },
    },
  }),
  variants: {
    width: {
      narrow: layered({ maxWidth: vars.containerWidth.narrow }),
      default: layered({ maxWidth: vars.containerWidth.default }),
      wide: layered({ maxWidth: vars.containerWidth.wide }),
    },
  },
  defaultVariants: { width: 'default' },
});

export const header = recipe({
  base: layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    maxWidth: '46rem',
  }),
  variants: {
    align: {
      start: layered({ alignItems: 'flex-start', textAlign: 'start' }),
      center: layered({ alignItems: 'center', textAlign: 'center', marginInline: 'auto' }),
    },
  },
  defaultVariants: { align: 'start' },
});

export const eyebrow = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: vars.color.primaryText,
  }),
);

export const title = style(
  layered({
    fontSize: vars.fontSize['3xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    color: vars.color.text,
    '@media': {
      [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] },
    },
  }),
);

export const intro = style(
  layered({
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

/** Buttons after the introduction, a little further from it than the header's gap. */
export const actions = recipe({
  base: layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['3'],
    marginBlockStart: vars.space['3'],
  }),
  variants: {
    align: {
      start: {},
      // Rows that wrap stay centred under the centred text.
      center: layered({ justifyContent: 'center' }),
    },
  },
});
