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
    border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
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
      '&:hover:not([data-disabled])': { borderColor: vars.color.text },
      // A second pixel of border makes an invalid date stand out beyond its colour.
      '&[data-invalid]': {
        borderColor: vars.color.dangerStrong,
        boxShadow: `inset 0 0 0 1px ${vars.color.dangerStrong}`,
      },
      '&:focus-within': { borderColor: vars.color.primary },
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
          '&[data-invalid]': { borderWidth: vars.borderWidth.thick },
          '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
        },
      },
    },
  }),
);

/** The typed date, in the locale's order (jj/mm/aaaa in French): a text field without its own box. */
export const input = style(
  layered({
    flex: '1 1 0',
    // Ten digits and their signs, and no more: a range's two dates share one box.
    minWidth: 0,
    maxWidth: '7.5em',
    paddingBlock: vars.space['2'],
    paddingInline: 0,
    border: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&:focus': { outline: 'none' },
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed' },
    },
    '@media': {
      [forcedColors]: { selectors: { '&::placeholder': { color: 'GrayText' } } },
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
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.primaryText,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled), &:active:not(:disabled)': { backgroundColor: vars.color.primarySubtle },
      '&:focus': { outline: 'none' },
      '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: '0' },
      '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
    '@media': {
      [forcedColors]: {
        color: 'ButtonText',
        selectors: {
          '&:hover:not(:disabled)': { borderColor: 'ButtonText' },
          '&:disabled': { color: 'GrayText' },
        },
      },
    },
  }),
);

export const icon = style(layered({ width: vars.iconSize.md, height: vars.iconSize.md }));

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
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${vars.duration.fast} ${vars.easing.standard}` },
    },
    '@media': {
      [reducedMotion]: { selectors: { '&[data-state="open"]': { animationName: 'none' } } },
      [forcedColors]: { borderColor: 'CanvasText' },
    },
  }),
);

/** Where the calendar shows while it loads, as tall as a month so that the panel does not jump. */
export const loading = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '17.5rem',
    height: '18rem',
    color: vars.color.primaryText,
  }),
);

export const calendarFrame = style(layered({ display: 'contents' }));

/** Each date of a range as wide as a typed date, so that « – » sits between them. */
export const rangeInput = style(layered({ flex: '0 1 auto', width: '10.5ch' }));
