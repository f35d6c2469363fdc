import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { controlHeights } from '../Field/control.css';

/** The track: a sunken row the chosen segment sits raised in. */
export const root = style(
  layered({
    display: 'inline-flex',
    alignItems: 'stretch',
    gap: '2px',
    maxWidth: '100%',
    padding: '3px',
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.backgroundMuted,
    '@media': { [forcedColors]: { border: '1px solid CanvasText' } },
    selectors: { '&[data-full-width]': { display: 'flex', width: '100%' } },
  }),
);

export const item = recipe({
  base: layered({
    display: 'inline-flex',
    flex: '1 1 0',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minWidth: 0,
    margin: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: `calc(${vars.radius.md} - 3px)`,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'background-color, box-shadow, color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:hover:not(:disabled):not([data-state="on"])': {
        backgroundColor: vars.color.backgroundSubtle,
        color: vars.color.text,
      },
      // The chosen segment is raised: a surface, an edge and a shadow, its text in full strength.
      '&[data-state="on"]': {
        borderColor: vars.color.borderStrong,
        backgroundColor: vars.color.surface,
        boxShadow: vars.shadow.sm,
        color: vars.color.text,
        fontWeight: vars.fontWeight.semibold,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
    '@media': {
      [forcedColors]: {
        selectors: {
          '&:hover:not(:disabled):not([data-state="on"])': { outline: '1px solid ButtonText' },
          '&[data-state="on"]': {
            forcedColorAdjust: 'none',
            borderColor: 'Highlight',
            backgroundColor: 'Highlight',
            color: 'HighlightText',
          },
          // Full strength: GrayText is the system's own disabled colour, which opacity would fade.
          '&:disabled': { color: 'GrayText', opacity: 1 },
          '&[data-state="on"]:disabled': { backgroundColor: 'GrayText', borderColor: 'GrayText', color: 'Canvas' },
        },
      },
    },
  }),
  variants: {
    // The track's padding brings the whole control up to the height of a form control.
    size: {
      sm: layered({
        minHeight: `calc(${controlHeights.sm} - 6px)`,
        paddingInline: vars.space['3'],
        fontSize: vars.fontSize.sm,
      }),
      md: layered({
        minHeight: `calc(${controlHeights.md} - 6px)`,
        paddingInline: vars.space['4'],
        fontSize: vars.fontSize.sm,
      }),
      lg: layered({
        minHeight: `calc(${controlHeights.lg} - 6px)`,
        paddingInline: vars.space['5'],
        fontSize: vars.fontSize.md,
      }),
    },
  },
  defaultVariants: { size: 'md' },
});

// An icon passed as a child (`<Bold aria-hidden />`) takes the size of the text beside it.
globalStyle(`${item.classNames.base} > svg`, layered({ flexShrink: 0, width: '1.125rem', height: '1.125rem' }));
