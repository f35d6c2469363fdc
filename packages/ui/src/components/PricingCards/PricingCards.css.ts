import { globalStyle, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors, mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { rtl } from '../../utils/direction';

/**
 * One column on phones and tablets, capped to a readable width; all plans side by side from `lg`,
 * where the cards share four rows (header, price, features, call to action) through subgrid, so
 * prices, lists and buttons line up across plans whatever each one's text.
 */
export const list = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 30rem)',
    justifyContent: 'center',
    gap: vars.space['8'],
    margin: 0,
    // Room for the badge that straddles the top edge of a card.
    paddingBlockStart: vars.space['3'],
    paddingInline: 0,
    paddingBlockEnd: 0,
    listStyle: 'none',
    '@media': {
      [mediaUp('lg')]: {
        gridTemplateColumns: 'none',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(0, 1fr)',
        gridTemplateRows: 'repeat(4, auto)',
        justifyContent: 'stretch',
        columnGap: vars.space['6'],
        rowGap: 0,
      },
    },
  }),
);

export const item = style(
  layered({
    display: 'flex',
    minWidth: 0,
    '@media': { [mediaUp('lg')]: { display: 'grid', gridRow: 'span 4', gridTemplateRows: 'subgrid' } },
  }),
);

/** The highlighted plan stands out by a thicker border and a deeper shadow, not by colour alone. */
export const card = style(
  layered({
    flex: 1,
    gap: vars.space['5'],
    selectors: {
      '&[data-highlighted]': {
        borderColor: vars.color.primary,
        boxShadow: `0 0 0 1px ${vars.color.primary}, ${vars.shadow.lg}`,
      },
    },
    '@media': {
      [mediaUp('lg')]: { display: 'grid', gridRow: 'span 4', gridTemplateRows: 'subgrid', rowGap: vars.space['5'] },
      // Forced colours remove the shadow that thickens the border: an outline draws the second pixel.
      [forcedColors]: { selectors: { '&[data-highlighted]': { outline: '1px solid CanvasText' } } },
    },
  }),
);

export const badge = style(
  layered({
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineStart: '50%',
    transform: 'translate(-50%, -50%)',
    // A long badge wraps, centred, inside the card's width instead of being cut.
    maxWidth: `calc(100% - 2 * ${vars.space['4']})`,
    whiteSpace: 'normal',
    textAlign: 'center',
    selectors: {
      [`&${rtl}`]: { transform: 'translate(50%, -50%)' },
    },
  }),
);

export const description = style(
  layered({
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

export const price = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space['1'],
    color: vars.color.text,
  }),
);

export const amount = style(
  layered({
    fontSize: vars.fontSize['4xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.02em',
    fontVariantNumeric: 'tabular-nums',
  }),
);

/** The slash is drawn by CSS with empty alternative text, so screen readers read « par mois » from the hidden word instead. */
export const period = style(
  layered({
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textMuted,
    selectors: {
      '&::before': { content: '"/" / ""' },
    },
  }),
);

export const features = style(
  layered({
    // In a row as tall as the longest list, the items stay together at its top.
    alignContent: 'start',
    paddingBlockStart: vars.space['5'],
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const footer = style(
  layered({
    paddingBlockStart: vars.space['4'],
    // The call to action's size follows the card's width, not the screen's (on the footer: a
    // container on the card would keep it from sharing the list's rows).
    containerType: 'inline-size',
    '@media': { [mediaUp('lg')]: { gridRow: 4 } },
  }),
);

/** In a narrow card (three plans in a column of 60 rem), the large button's label keeps to one line. */
globalStyle(
  `${footer} > *`,
  layered({
    '@container': { '(max-width: 17rem)': { paddingInline: vars.space['4'], fontSize: vars.fontSize.md } },
  }),
);
