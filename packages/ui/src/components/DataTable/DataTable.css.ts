import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { input as checkboxInput } from '../Checkbox/Checkbox.css';

// The table itself wears Table's classes (Table.css.ts); these are only what a DataTable adds.

export const root = style(
  layered({
    display: 'grid',
    gap: vars.space['3'],
    minWidth: 0,
    fontFamily: vars.font.body,
  }),
);

/** The scroll region once it has a height limit: it scrolls both ways and keeps the header in view. */
export const bounded = style(layered({ overflowY: 'auto', overscrollBehaviorY: 'contain' }));

/** Column widths stay put while the rows in the window change. */
export const fixedLayout = style(layered({ tableLayout: 'fixed' }));

export const stickyHeader = style(
  layered({
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: 1,
  }),
);

export const sortButton = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    margin: `calc(-1 * ${vars.space['1']})`,
    padding: vars.space['1'],
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text, backgroundColor: vars.color.backgroundMuted },
    },
    '@media': { [forcedColors]: { color: 'ButtonText' } },
  }),
);

export const sortIcon = style(
  layered({
    width: '1rem',
    height: '1rem',
    flexShrink: 0,
    selectors: {
      // The unsorted arrows stay discreet; a sorted column's arrow takes the text colour, and its
      // shape (up or down) says the direction.
      '[data-sort="none"] &': { opacity: vars.opacity.disabled },
      '[data-sort="ascending"] &, [data-sort="descending"] &': { color: vars.color.primaryText },
    },
    '@media': { [forcedColors]: { color: 'ButtonText', opacity: 1 } },
  }),
);

/** The narrow column of the selection checkboxes. */
export const selectCell = style(
  layered({
    width: '1px',
    paddingInlineEnd: 0,
    lineHeight: 0,
  }),
);

export const selectInput = style([
  checkboxInput,
  layered({
    selectors: {
      '&:indeterminate': { borderColor: vars.color.primary, backgroundColor: vars.color.primary },
    },
    '@media': {
      [forcedColors]: {
        selectors: { '&:indeterminate': { borderColor: 'Highlight', backgroundColor: 'Highlight' } },
      },
    },
  }),
]);

export const mixedMark = style(
  layered({
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    width: '1rem',
    height: '1rem',
    color: vars.color.textInverse,
    strokeWidth: 3,
    pointerEvents: 'none',
    opacity: 0,
    selectors: {
      [`${selectInput}:indeterminate ~ &`]: { opacity: 1 },
    },
    '@media': { [forcedColors]: { color: 'HighlightText' } },
  }),
);

export const selectedRow = style(
  layered({
    backgroundColor: vars.color.primarySubtle,
    selectors: {
      // Wins over the zebra stripe.
      '[data-variant="zebra"] &:nth-child(even)': { backgroundColor: vars.color.primarySubtle },
    },
    '@media': { [forcedColors]: { backgroundColor: 'Canvas' } },
  }),
);

/** The rows already shown stay, faded, while the next ones load. */
export const body = style(
  layered({
    transition: `opacity ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '[aria-busy="true"] > &': { opacity: vars.opacity.faded },
    },
    '@media': { [reducedMotion]: { transition: 'none' } },
  }),
);

/** Skeleton rows are not faded: they are the loading state. */
export const skeletonBody = style(layered({ opacity: 1 }));

export const spacer = style(layered({ padding: 0, border: 0 }));

/** Holds the scroll region and, while loading, the spinner over it. */
export const frame = style(layered({ position: 'relative', minWidth: 0 }));

export const loadingOverlay = style(
  layered({
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    pointerEvents: 'none',
  }),
);

/** The spinner on a disc of the surface colour, so it stands out from the faded rows under it. */
export const loadingDisc = style(
  layered({
    display: 'grid',
    padding: vars.space['3'],
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.md,
    color: vars.color.primaryText,
    '@media': { [forcedColors]: { border: '1px solid CanvasText' } },
  }),
);

export const footer = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  }),
);

export const selectedCount = style(layered({ margin: 0, minHeight: '1lh' }));

export const pagination = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['3'],
    marginInlineStart: 'auto',
  }),
);

export const pageSize = style(
  layered({
    whiteSpace: 'nowrap',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
  }),
);

export const pageStatus = style(
  layered({
    minWidth: '7rem',
    textAlign: 'center',
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const pageButtons = style(layered({ display: 'flex', gap: vars.space['2'] }));
