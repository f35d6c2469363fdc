import { breakpoints, vars } from '@company/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const up = (name: keyof typeof breakpoints) => `screen and (min-width: ${breakpoints[name]}px)`;

const gridBase = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * A list of cards, one column on phones. Pick the count that leaves no lone card on the last row
 * (3 for 5, 6 or 8 items); four columns wait for wide screens, where a card keeps a readable width.
 */
export const cardGrid = styleVariants({
  2: [gridBase, { '@media': { [up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }],
  3: [
    gridBase,
    {
      '@media': {
        [up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      },
    },
  ],
  4: [
    gridBase,
    {
      '@media': {
        [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [up('xl')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      },
    },
  ],
});

/** A grid cell whose card stretches to the height of the row. */
export const cardGridItem = style({ display: 'grid' });

/** Buttons of a call to action, side by side while they fit. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginBlockStart: vars.space['3'],
});

export const actionsCentered = style([actions, { justifyContent: 'center' }]);

/** The link under a grid that leads to the complete list. */
export const gridFooter = style({ display: 'flex', justifyContent: 'center' });
