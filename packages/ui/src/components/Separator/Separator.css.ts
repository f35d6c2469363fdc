import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';

// A border rather than a background: forced colours drop backgrounds but keep borders, which they
// paint in a system colour; the rule below names that colour so the line stays as visible as text.
export const separator = recipe({
  base: layered({
    flexShrink: 0,
    margin: 0,
    borderWidth: 0,
    borderColor: vars.color.border,
    borderStyle: 'solid',
    '@media': { [forcedColors]: { borderColor: 'CanvasText' } },
  }),
  variants: {
    orientation: {
      horizontal: layered({ width: '100%', height: 0, borderBlockStartWidth: '1px' }),
      // Stretches to the height of its row in a flex or grid layout; give it a height elsewhere.
      vertical: layered({ alignSelf: 'stretch', width: 0, minHeight: '1em', borderInlineStartWidth: '1px' }),
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});
