import { keyframes, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { controlHeights } from '../Field/control.css';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    minWidth: 0,
  }),
);

/** The box around the typed date and the calendar button, lined up with `TextInput`. */
export const group = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    width: '100%',
    minHeight: controlHeights.md,
    paddingInlineStart: vars.space['3'],
    paddingInlineEnd: vars.space['1'],
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.snug,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text },
      // A second pixel of border makes an invalid date stand out beyond its colour.
      '&[data-invalid]': {
        borderColor: vars.color.dangerStrong,
        boxShadow: `inset 0 0 0 1px ${vars.color.dangerStrong}`,
      },
      '&[data-focus-within]': { borderColor: vars.color.primary },
      '&[data-disabled]': {
        borderColor: vars.color.border,
        backgroundColor: vars.color.backgroundMuted,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
    },
    '@media': {
      [forcedColors]: {
        selectors: {
          '&[data-invalid]': { borderWidth: '2px' },
          '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
        },
      },
    },
  }),
);

/** The typed date: one segment per part, in the locale's order (jj/mm/aaaa in French). */
export const input = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    flex: '0 1 auto',
    minWidth: 0,
    paddingBlock: vars.space['2'],
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    // Dates read left to right in right-to-left text too (as React Aria lays them out).
    unicodeBidi: 'isolate',
  }),
);

export const segment = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // 24 px at least: each segment is a target of its own (WCAG 2.5.8).
    minWidth: '1.5rem',
    minHeight: '1.5rem',
    paddingInline: '0.0625rem',
    borderRadius: vars.radius.sm,
    caretColor: 'transparent',
    selectors: {
      '&[data-type="literal"]': { minWidth: 0, paddingInline: 0 },
      '&[data-placeholder]': { color: vars.color.textMuted },
      '&:focus': { outline: 'none' },
      '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.textInverse },
      '&[data-disabled]': { color: vars.color.textMuted },
    },
    '@media': {
      [forcedColors]: {
        selectors: {
          '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
          '&[data-placeholder], &[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  }),
);

/** The « – » between the two dates of a range: drawn, not read (each date is named). */
export const separator = style(layered({ paddingInline: vars.space['1'], color: vars.color.textMuted }));

export const button = style(
  layered({
    display: 'inline-flex',
    // At the end of the box, however long the dates are.
    marginInlineStart: 'auto',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2rem',
    height: '2rem',
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.primaryText,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.primarySubtle },
      '&:focus': { outline: 'none' },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '0' },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
    '@media': {
      [forcedColors]: {
        color: 'ButtonText',
        selectors: {
          '&[data-hovered]': { borderColor: 'ButtonText' },
          '&[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  }),
);

export const icon = style(layered({ width: '1.25rem', height: '1.25rem' }));

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/** The panel under the field, holding the calendar. */
export const popover = style(
  layered({
    zIndex: vars.zIndex.popover,
    maxWidth: 'calc(100vw - 1rem)',
    overflow: 'auto',
    padding: vars.space['3'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    transformOrigin: 'var(--trigger-anchor-point)',
    selectors: {
      '&[data-entering]': { animation: `${popIn} ${vars.duration.fast} ${vars.easing.standard}` },
    },
    '@media': {
      [reducedMotion]: { selectors: { '&[data-entering]': { animationName: 'none' } } },
      [forcedColors]: { borderColor: 'CanvasText' },
    },
  }),
);

export const dialog = style(layered({ outline: 'none' }));
