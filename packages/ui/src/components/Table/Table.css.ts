import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const region = style(
  layered({
    maxWidth: '100%',
    overflowX: 'auto',
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    // Keeps the focus ring of the scroll region inside narrow parents.
    outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    overscrollBehaviorX: 'contain',
  }),
);

export const table = style(
  layered({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
  }),
);

export const caption = style(
  layered({
    captionSide: 'top',
    paddingBlock: vars.space['4'],
    paddingInline: vars.space['4'],
    textAlign: 'start',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text,
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

const cellBase = {
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  verticalAlign: 'middle',
} as const;

export const cell = recipe({
  base: layered(cellBase),
  variants: {
    align: {
      start: layered({ textAlign: 'start' }),
      center: layered({ textAlign: 'center' }),
      end: layered({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }),
    },
  },
  defaultVariants: { align: 'start' },
});

export const columnHeader = style(
  layered({
    backgroundColor: vars.color.backgroundSubtle,
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
  }),
);

export const rowHeader = style(
  layered({
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text,
  }),
);

export const row = style(
  layered({
    selectors: {
      '[data-variant="divided"] &:not(:first-child)': {
        borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      },
      '[data-variant="zebra"] &:nth-child(even)': { backgroundColor: vars.color.backgroundSubtle },
    },
  }),
);

export const empty = style(
  layered({
    ...cellBase,
    paddingBlock: vars.space['10'],
    textAlign: 'center',
    color: vars.color.textMuted,
  }),
);
