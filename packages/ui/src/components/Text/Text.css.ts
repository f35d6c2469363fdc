import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { textStyleVars } from '../../theme/text';
import { vars } from '../../theme/vars.css';

export const text = recipe({
  base: layered({ margin: 0 }),
  // Declared after `size`, so a `weight` overrides the weight of the style.
  variants: {
    size: {
      bodyLarge: layered(textStyleVars.bodyLarge),
      body: layered(textStyleVars.body),
      bodySmall: layered(textStyleVars.bodySmall),
      label: layered(textStyleVars.label),
      caption: layered(textStyleVars.caption),
      overline: layered(textStyleVars.overline),
    },
    weight: {
      regular: layered({ fontWeight: vars.fontWeight.regular }),
      medium: layered({ fontWeight: vars.fontWeight.medium }),
      semibold: layered({ fontWeight: vars.fontWeight.semibold }),
      bold: layered({ fontWeight: vars.fontWeight.bold }),
    },
    tone: {
      // The context's colour, the light text of a dark band included. `inherit` rather than no rule:
      // the base styles give the outermost element of a component the page's text colour.
      default: layered({ color: 'inherit' }),
      muted: layered({ color: vars.color.textMuted }),
    },
  },
  defaultVariants: { size: 'body', tone: 'default' },
});
