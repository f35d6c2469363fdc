import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const avatar = recipe({
  base: layered({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    letterSpacing: '0.02em',
    userSelect: 'none',
    verticalAlign: 'middle',
    // The disc is only a fill, which forced colours remove: an edge keeps the initials in a circle.
    '@media': { [forcedColors]: { border: '1px solid CanvasText' } },
  }),
  variants: {
    // Each pair is one of the theme's AA text/background pairs.
    color: {
      brand: layered({ backgroundColor: vars.color.primarySubtleHover, color: vars.color.primaryText }),
      info: layered({ backgroundColor: vars.color.infoSubtle, color: vars.color.infoText }),
      success: layered({ backgroundColor: vars.color.successSubtle, color: vars.color.successText }),
      warning: layered({ backgroundColor: vars.color.warningSubtle, color: vars.color.warningText }),
      danger: layered({ backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerText }),
      neutral: layered({ backgroundColor: vars.color.backgroundMuted, color: vars.color.text }),
    },
    size: {
      sm: layered({ width: '2rem', height: '2rem', fontSize: vars.fontSize.xs }),
      md: layered({ width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.sm }),
      lg: layered({ width: '3rem', height: '3rem', fontSize: vars.fontSize.md }),
      xl: layered({ width: '4rem', height: '4rem', fontSize: vars.fontSize.xl }),
    },
  },
  defaultVariants: { color: 'brand', size: 'md' },
});

export const image = style(
  layered({
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  }),
);
