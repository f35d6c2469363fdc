import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

// The width and inline padding of a Section's container, so content framed either way lines up.
export const container = recipe({
  base: layered({
    boxSizing: 'border-box',
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': {
      [mediaUp('md')]: { paddingInline: vars.space['6'] },
      [mediaUp('lg')]: { paddingInline: vars.space['8'] },
    },
  }),
  variants: {
    width: {
      narrow: layered({ maxWidth: vars.containerWidth.narrow }),
      default: layered({ maxWidth: vars.containerWidth.default }),
      wide: layered({ maxWidth: vars.containerWidth.wide }),
    },
  },
  defaultVariants: { width: 'default' },
});
