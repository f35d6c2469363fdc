import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors, mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const horizontal = mediaUp('md');

export const list = recipe({
  base: layered({
    display: 'grid',
    gap: 0,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
  variants: {
    layout: {
      responsive: layered({
        '@media': {
          [horizontal]: {
            gridAutoFlow: 'column',
            gridAutoColumns: 'minmax(0, 1fr)',
            columnGap: vars.space['6'],
          },
        },
      }),
      vertical: layered({}),
    },
  },
  defaultVariants: { layout: 'responsive' },
});

export const item = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space['4'],
    minWidth: 0,
    '@media': {
      [horizontal]: {
        selectors: {
          '[data-layout="responsive"] > &': {
            gridTemplateColumns: 'minmax(0, 1fr)',
            rowGap: vars.space['4'],
          },
        },
      },
    },
  }),
);

/** Number and connector: a column on small screens, a row on wide ones. */
export const marker = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['2'],
    '@media': {
      [horizontal]: {
        selectors: { '[data-layout="responsive"] > * > &': { flexDirection: 'row' } },
      },
    },
  }),
);

export const number = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.primarySubtle,
    border: `${vars.borderWidth.thin} solid ${vars.color.primarySubtleHover}`,
    color: vars.color.primaryText,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
  }),
);

export const connector = style(
  layered({
    flex: 1,
    width: '2px',
    minHeight: vars.space['6'],
    marginBlockEnd: vars.space['2'],
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.border,
    selectors: {
      'li:last-child &': { visibility: 'hidden' },
    },
    '@media': {
      // A line drawn as a fill: forced colours would paint it Canvas, on Canvas.
      [forcedColors]: { backgroundColor: 'CanvasText' },
      [horizontal]: {
        selectors: {
          '[data-layout="responsive"] > * > * > &': {
            width: 'auto',
            height: '2px',
            minHeight: 0,
            marginBlockEnd: 0,
            marginInlineEnd: `calc(-1 * ${vars.space['6']})`,
          },
        },
      },
    },
  }),
);

export const body = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    paddingBlockEnd: vars.space['8'],
    minWidth: 0,
    selectors: {
      'li:last-child > &': { paddingBlockEnd: 0 },
    },
    '@media': {
      [horizontal]: {
        selectors: { '[data-layout="responsive"] > * > &': { paddingBlockEnd: 0 } },
      },
    },
  }),
);

export const title = style(
  layered({
    paddingBlockStart: vars.space['2'],
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
    '@media': {
      [horizontal]: {
        selectors: { '[data-layout="responsive"] > * > * > &': { paddingBlockStart: 0 } },
      },
    },
  }),
);

export const description = style(
  layered({
    color: vars.color.textMuted,
    lineHeight: vars.lineHeight.normal,
  }),
);
