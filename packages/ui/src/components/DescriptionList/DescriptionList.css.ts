import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const list = recipe({
  base: layered({ display: 'grid', gap: vars.space['3'], margin: 0 }),
  variants: {
    layout: {
      // Each pair on its line, the value at the end, a rule under it: opening hours, prices.
      rows: {},
      // Terms in one column and values in the next from `sm`, one under the other below: an account's facts.
      columns: layered({
        '@media': {
          [mediaUp('sm')]: { gridTemplateColumns: 'max-content 1fr', columnGap: vars.space['6'] },
        },
      }),
    },
  },
});

export const row = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    paddingBlockEnd: vars.space['3'],
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const rowTerm = style(layered({ fontWeight: vars.fontWeight.medium }));

export const columnTerm = style(layered({ color: vars.color.textMuted }));

export const columnDetails = style(
  layered({
    fontWeight: vars.fontWeight.medium,
    // A long e-mail address breaks rather than widening the page.
    overflowWrap: 'anywhere',
  }),
);

globalStyle(`${row} > dd`, layered({ margin: 0 }));
