import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const link = recipe({
  base: layered({
    // A link in running text takes the face, size and line height of the text around it.
    fontFamily: 'inherit',
    fontSize: 'inherit',
    lineHeight: 'inherit',
    textDecorationThickness: '0.0625em',
    textUnderlineOffset: '0.2em',
    borderRadius: '2px',
    cursor: 'pointer',
    transitionProperty: 'text-decoration-thickness',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    // The focus ring follows each line of a link that wraps.
    boxDecorationBreak: 'clone',
    WebkitBoxDecorationBreak: 'clone',
  }),
  variants: {
    tone: {
      brand: layered({ color: vars.color.primaryText }),
      // The colour of the text around it: the underline alone tells the link from the text.
      inherit: layered({ color: 'inherit' }),
    },
    underline: {
      always: layered({
        textDecorationLine: 'underline',
        selectors: { '&:hover': { textDecorationThickness: '0.125em' } },
      }),
      hover: layered({
        textDecorationLine: 'none',
        selectors: { '&:hover': { textDecorationLine: 'underline' } },
      }),
    },
    // A link with an icon stands on its own line: the icon sits centred on the text. The text's
    // baseline stays the link's, so the line around it keeps its height.
    withIcon: {
      true: layered({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space['2'] }),
      false: {},
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always', withIcon: false },
});

/** The icon of `icon`, at the size of the package's small icons whatever the text's size. */
export const icon = style(layered({ display: 'inline-flex', flexShrink: 0, alignSelf: 'center' }));

globalStyle(`${icon} > svg`, layered({ width: vars.iconSize.sm, height: vars.iconSize.sm }));

/** The new-tab arrow after the text, in its colour, on the text's line. */
export const newTabIcon = style(
  layered({
    display: 'inline-block',
    width: '0.875em',
    height: '0.875em',
    marginInlineStart: '0.25em',
    verticalAlign: '-0.0625em',
    // The base styles give the package's svg `display: block` and `max-width: 100%`.
    maxWidth: 'none',
  }),
);
