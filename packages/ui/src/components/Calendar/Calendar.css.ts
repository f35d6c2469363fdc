import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';

/** Side of a day: 40 px, above the 24 px minimum target, seven of them fit a 320 px screen. */
const daySize = '2.5rem';

const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
} as const;

export const calendar = style(
  layered({
    display: 'inline-flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    width: 'max-content',
    maxWidth: '100%',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&[data-disabled]': { color: vars.color.textMuted },
    },
  }),
);

export const heading = style(
  layered({
    margin: 0,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    letterSpacing: 'normal',
    textAlign: 'center',
    // Month names start lower-case in French (« décembre 2026 »), upper-case as a title.
    selectors: { '&::first-letter': { textTransform: 'uppercase' } },
  }),
);

export const navButton = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: daySize,
    height: daySize,
    padding: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.primaryText,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.primarySubtle },
      '&:active:not(:disabled)': { backgroundColor: vars.color.primarySubtleHover },
      '&:focus': { outline: 'none' },
      '&:focus-visible': { ...focusRing, outlineOffset: '0' },
      '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.5 },
    },
    '@media': {
      [forcedColors]: {
        color: 'ButtonText',
        selectors: {
          '&:hover:not(:disabled)': { borderColor: 'ButtonText' },
          '&:disabled': { color: 'GrayText', opacity: 1 },
        },
      },
    },
  }),
);

/**
 * The chevrons point back and forward in time: left and right in English, mirrored in right to
 * left. CalendarGrid picks each one's drawing by the direction, not `:dir(rtl)`: a bundler's CSS
 * minifier (Lightning CSS) rewrites that selector as a list of right-to-left languages.
 */
export const chevron = style(
  layered({
    width: '1.25rem',
    height: '1.25rem',
  }),
);

export const months = style(layered({ display: 'flex', maxWidth: '100%' }));

/** The month's name between the « previous » and « next » buttons, above the grid. */
export const month = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    rowGap: vars.space['2'],
    columnGap: vars.space['2'],
  }),
);

export const caption = style(layered({ gridRow: 1, gridColumn: 2, minWidth: 0 }));

/** A day's cell: the band of a range runs across the cells, so they touch. */
export const dayCell = style(layered({ padding: 0 }));

export const grid = style(
  layered({
    gridColumn: '1 / -1',
    borderCollapse: 'collapse',
    borderSpacing: 0,
    tableLayout: 'fixed',
  }),
);

export const weekday = style(
  layered({
    width: daySize,
    paddingBlockEnd: vars.space['1'],
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'center',
    textTransform: 'uppercase',
  }),
);

/**
 * A day's button. Its states come from CalendarGrid's attributes; the span between the ends of a range is a
 * band across the week, the ends filled. `data-current` marks the reference day (today).
 */
export const day = style(
  layered({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: daySize,
    height: daySize,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
    padding: 0,
    border: 0,
    backgroundColor: 'transparent',
    font: 'inherit',
    cursor: 'pointer',
    userSelect: 'none',
    forcedColorAdjust: 'none',
    selectors: {
      // Days of the next and previous months stay out of the grid: the month reads as a block.
      '&[data-outside-month]': { display: 'none' },
      '&:hover': { backgroundColor: vars.color.primarySubtle },
      '&:active': { backgroundColor: vars.color.primarySubtleHover },
      '&:focus': { outline: 'none' },
      '&:focus-visible': focusRing,
      // Today: a ring and bold figures, so it shows without colour too.
      '&[data-current]': {
        fontWeight: vars.fontWeight.bold,
        boxShadow: `inset 0 0 0 1px ${vars.color.primaryText}`,
      },
      // Unavailable (booked, holiday) and outside min/max: struck through, not told by colour alone.
      '&[data-unavailable]': {
        color: vars.color.textMuted,
        textDecoration: 'line-through',
        cursor: 'not-allowed',
      },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default', opacity: vars.opacity.disabled },
      '&[data-disabled]:hover, &[data-unavailable]:hover': { backgroundColor: 'transparent' },
      // Selected: the whole range as a band, its ends (and a single day) filled.
      '&[data-selected]': {
        borderRadius: 0,
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.primaryText,
      },
      '&[data-selected]:hover': { backgroundColor: vars.color.primarySubtleHover },
      '&[data-selection-start]': { borderStartStartRadius: vars.radius.md, borderEndStartRadius: vars.radius.md },
      '&[data-selection-end]': { borderStartEndRadius: vars.radius.md, borderEndEndRadius: vars.radius.md },
      '&[data-selection-start], &[data-selection-end], &[data-selected][data-single]': {
        backgroundColor: vars.color.primary,
        color: vars.color.textInverse,
        fontWeight: vars.fontWeight.semibold,
      },
      '&[data-selection-start]:hover, &[data-selection-end]:hover, &[data-selected][data-single]:hover': {
        backgroundColor: vars.color.primaryHover,
      },
      '&[data-selected][data-single]': { borderRadius: vars.radius.md },
      '&[data-selected][data-current]': { boxShadow: `inset 0 0 0 2px ${vars.color.surface}` },
      '&[data-invalid][data-selected]': { backgroundColor: vars.color.dangerStrong, color: vars.color.textInverse },
    },
    // Colours are kept (`forced-color-adjust: none`) and set from the system palette, so the selected
    // days keep their Highlight fill and the band shows.
    '@media': {
      [forcedColors]: {
        backgroundColor: 'Canvas',
        color: 'CanvasText',
        selectors: {
          '&:hover': { backgroundColor: 'Canvas', outline: '1px solid CanvasText', outlineOffset: '-1px' },
          '&:focus-visible': {
            outline: `${vars.focusRing.width} solid CanvasText`,
            outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
          },
          '&[data-current]': { boxShadow: 'inset 0 0 0 1px CanvasText' },
          '&[data-unavailable], &[data-disabled]': { color: 'GrayText', opacity: 1 },
          '&[data-disabled]:hover, &[data-unavailable]:hover': {
            backgroundColor: 'Canvas',
            outline: 'none',
          },
          '&[data-selected]': {
            backgroundColor: 'Canvas',
            color: 'CanvasText',
            boxShadow: 'inset 0 0 0 1px Highlight',
          },
          '&[data-selected]:hover': { backgroundColor: 'Canvas' },
          '&[data-selection-start], &[data-selection-end], &[data-selected][data-single], &[data-selection-start]:hover, &[data-selection-end]:hover, &[data-selected][data-single]:hover':
            { backgroundColor: 'Highlight', color: 'HighlightText', boxShadow: 'none' },
          '&[data-invalid][data-selected]': { outline: '2px solid CanvasText', outlineOffset: '-2px' },
        },
      },
    },
  }),
);
