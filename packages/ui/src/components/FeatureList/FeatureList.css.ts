import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const list = recipe({
  base: layered({
    display: 'grid',
    gap: vars.space['3'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
  variants: {
    columns: {
      1: layered({}),
      2: layered({
        '@media': {
          [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['8'] },
        },
      }),
    },
  },
  defaultVariants: { columns: 1 },
});

export const item = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    minWidth: 0,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
  }),
);

/** The mark sits in a circle one line-height tall, so it centres on the first line of text. */
export const icon = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '1.5rem',
    height: '1.5rem',
    marginBlockStart: `calc((1lh - 1.5rem) / 2)`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.successSubtle,
    color: vars.color.successText,
    selectors: {
      // Announced, not there yet: grey, so that nothing reads as available.
      '[data-marker="planned"] > li > &': { backgroundColor: vars.color.backgroundMuted, color: vars.color.textMuted },
    },
  }),
);

globalStyle(`${icon} > svg`, layered({ width: vars.iconSize.sm, height: vars.iconSize.sm }));

/** The default marks: the tick in a `check` list, the dashed circle in a `planned` one. */
export const check = style(layered({ selectors: { '[data-marker="planned"] > li &': { display: 'none' } } }));
export const planned = style(
  layered({ display: 'none', selectors: { '[data-marker="planned"] > li &': { display: 'block' } } }),
);

export const content = style(layered({ minWidth: 0 }));
