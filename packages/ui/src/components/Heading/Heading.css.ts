import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { textStyleVars } from '../../theme/text';
import { vars } from '../../theme/vars.css';

export const heading = recipe({
  base: layered({
    margin: 0,
    // The context's colour, like Text's default tone, so a heading reads on a dark band too.
    color: 'inherit',
    textWrap: 'balance',
  }),
  variants: {
    // The two largest styles step down below `md` to their `fontSizeMobile` token, as Section
    // titles do (see `textStyleTokens`): a 60 px line holds two words on a phone.
    size: {
      display: layered({
        ...textStyleVars.display,
        fontSize: vars.fontSizeMobile.display,
        '@media': { [mediaUp('md')]: { fontSize: textStyleVars.display.fontSize } },
      }),
      heading1: layered({
        ...textStyleVars.heading1,
        fontSize: vars.fontSizeMobile.heading1,
        '@media': { [mediaUp('md')]: { fontSize: textStyleVars.heading1.fontSize } },
      }),
      heading2: layered(textStyleVars.heading2),
      heading3: layered(textStyleVars.heading3),
      heading4: layered(textStyleVars.heading4),
    },
    // Declared after `size`, so a `weight` overrides the weight of the style.
    weight: {
      regular: layered({ fontWeight: vars.fontWeight.regular }),
      medium: layered({ fontWeight: vars.fontWeight.medium }),
      semibold: layered({ fontWeight: vars.fontWeight.semibold }),
      bold: layered({ fontWeight: vars.fontWeight.bold }),
    },
    tone: {
      // The base rule's `inherit`.
      default: {},
      muted: layered({ color: vars.color.textMuted }),
      brand: layered({ color: vars.color.primaryText }),
    },
  },
  defaultVariants: { size: 'heading2' },
});
