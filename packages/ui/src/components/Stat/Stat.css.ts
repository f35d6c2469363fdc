import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const grid = recipe({
  base: layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space['4'],
    margin: 0,
  }),
  variants: {
    columns: {
      2: layered({}),
      3: layered({ '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }),
      4: layered({ '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } }),
    },
  },
  defaultVariants: { columns: 4 },
});

export const stat = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    minWidth: 0,
    padding: vars.space['5'],
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  }),
);

export const label = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.textMuted,
  }),
);

export const value = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize['3xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.02em',
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.primaryText,
    // The value follows its term in the source, so screen readers pair them, but shows first.
    order: -1,
    '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] } },
  }),
);

export const description = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.textMuted,
  }),
);
