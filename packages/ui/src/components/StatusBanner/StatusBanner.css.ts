import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors, mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: vars.opacity.faded },
});

export const banner = recipe({
  base: layered({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: vars.space['4'],
    rowGap: vars.space['4'],
    padding: vars.space['5'],
    borderRadius: vars.radius.lg,
    border: '1px solid',
    fontFamily: vars.font.body,
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.normal,
    transitionTimingFunction: vars.easing.standard,
    '@media': {
      [mediaUp('sm')]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', paddingInline: vars.space['6'] },
    },
  }),
  variants: {
    tone: {
      success: layered({
        backgroundColor: vars.color.successSubtle,
        borderColor: vars.color.successBorder,
        color: vars.color.successText,
      }),
      warning: layered({
        backgroundColor: vars.color.warningSubtle,
        borderColor: vars.color.warningBorder,
        color: vars.color.warningText,
      }),
      danger: layered({
        backgroundColor: vars.color.dangerSubtle,
        borderColor: vars.color.dangerBorder,
        color: vars.color.dangerText,
      }),
      neutral: layered({
        backgroundColor: vars.color.backgroundSubtle,
        borderColor: vars.color.border,
        color: vars.color.text,
      }),
    },
  },
  defaultVariants: { tone: 'success' },
});

const iconTile = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '3rem',
    height: '3rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
  }),
);

// The package's icon or the app's, at the same size.
globalStyle(`${iconTile} > svg`, layered({ width: vars.iconSize.lg, height: vars.iconSize.lg }));

export const iconWrap = recipe({
  base: [iconTile],
  variants: {
    tone: {
      success: layered({ color: vars.color.successStrong }),
      warning: layered({ color: vars.color.warningStrong }),
      danger: layered({ color: vars.color.dangerStrong }),
      neutral: layered({ color: vars.color.textMuted }),
    },
  },
  defaultVariants: { tone: 'success' },
});

export const body = style(layered({ display: 'grid', gap: vars.space['1'], minWidth: 0 }));

export const label = style(
  layered({
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    lineHeight: vars.lineHeight.snug,
  }),
);

export const statusText = style(
  layered({
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const skeleton = style(
  layered({
    display: 'block',
    width: '8rem',
    maxWidth: '100%',
    height: '1.4rem',
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.border,
    // The placeholder is only a fill: forced to Canvas, the loading state would show nothing.
    '@media': { [forcedColors]: { backgroundColor: 'GrayText' } },
    animationName: pulse,
    animationDuration: `calc(${vars.duration.slow} * 5)`,
    animationTimingFunction: 'ease-in-out',
    animationIterationCount: 'infinite',
  }),
);

export const meta = style(
  layered({
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const action = style(
  layered({
    gridColumn: '1 / -1',
    justifySelf: 'start',
    '@media': {
      [mediaUp('sm')]: { gridColumn: 'auto', justifySelf: 'end' },
    },
  }),
);
