import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { controlHeights } from '../Field/control.css';

export const group = style(
  layered({
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: vars.space['1'],
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
  }),
);

export const item = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    margin: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.backgroundMuted, color: vars.color.text },
      // Pressed: a fill and an edge, and the icon or text in the brand colour.
      '&[data-state="on"]': {
        borderColor: vars.color.primary,
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.primaryText,
      },
      '&[data-state="on"]:hover:not(:disabled)': { backgroundColor: vars.color.primarySubtleHover },
      '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
    '@media': {
      // Fills are forced to Canvas: the pressed item takes the system highlight, the hovered one an outline.
      [forcedColors]: {
        selectors: {
          '&:hover:not(:disabled)': { outline: '1px solid ButtonText' },
          '&[data-state="on"]': {
            forcedColorAdjust: 'none',
            borderColor: 'Highlight',
            backgroundColor: 'Highlight',
            color: 'HighlightText',
          },
          '&[data-state="on"]:hover:not(:disabled)': { backgroundColor: 'Highlight' },
          // Full strength: GrayText is the system's own disabled colour, which opacity would fade.
          '&:disabled': { color: 'GrayText', opacity: 1 },
          '&[data-state="on"]:disabled': { backgroundColor: 'GrayText', borderColor: 'GrayText', color: 'Canvas' },
        },
      },
    },
  }),
  variants: {
    // The group's padding and border bring each item's box up to the height of a form control.
    size: {
      sm: layered({
        minHeight: `calc(${controlHeights.sm} - ${vars.space['2']} - 2px)`,
        minWidth: `calc(${controlHeights.sm} - ${vars.space['2']} - 2px)`,
        paddingInline: vars.space['2'],
        fontSize: vars.fontSize.sm,
      }),
      md: layered({
        minHeight: `calc(${controlHeights.md} - ${vars.space['2']} - 2px)`,
        minWidth: `calc(${controlHeights.md} - ${vars.space['2']} - 2px)`,
        paddingInline: vars.space['3'],
        fontSize: vars.fontSize.sm,
      }),
      lg: layered({
        minHeight: `calc(${controlHeights.lg} - ${vars.space['2']} - 2px)`,
        minWidth: `calc(${controlHeights.lg} - ${vars.space['2']} - 2px)`,
        paddingInline: vars.space['4'],
        fontSize: vars.fontSize.md,
      }),
    },
  },
  defaultVariants: { size: 'md' },
});

// An icon passed as a child (`<Bold aria-hidden />`) takes the size of the text beside it.
globalStyle(`${item.classNames.base} > svg`, layered({ flexShrink: 0, width: '1.125rem', height: '1.125rem' }));
