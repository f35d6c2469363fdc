import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { forcedColors, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';

// From full to faded and back: the resting frame (and the one under reduced motion) is the full one.
const pulse = keyframes({ '50%': { opacity: vars.opacity.faded } });

/**
 * The grey shape of every part, in the border colour: the muted background colour would vanish on
 * subtle sections and dark surfaces, which are as light or as dark as it is.
 */
const shape = {
  backgroundColor: vars.color.border,
  animationName: pulse,
  animationDuration: '1.6s',
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 'infinite',
  '@media': {
    [reducedMotion]: { animationName: 'none' },
    // Forced colours would paint the fill in Canvas, the page's own colour: a system grey keeps it visible.
    [forcedColors]: { backgroundColor: 'GrayText' },
  },
} as const;

export const skeleton = recipe({
  base: layered({
    maxWidth: '100%',
    // The shapes stand for content that nobody can select or point at yet.
    userSelect: 'none',
    pointerEvents: 'none',
  }),
  variants: {
    variant: {
      // The lines of a paragraph, in the font size and line height around them.
      text: layered({
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        // The line height of the text it stands for, over the one the base styles give a component.
        lineHeight: 'inherit',
      }),
      block: layered({
        ...shape,
        display: 'block',
        width: '100%',
        height: '6rem',
        borderRadius: vars.radius.lg,
      }),
      circle: layered({
        ...shape,
        display: 'inline-block',
        flexShrink: 0,
        width: '2.5rem',
        aspectRatio: '1',
        verticalAlign: 'middle',
        borderRadius: vars.radius.full,
      }),
    },
  },
  defaultVariants: { variant: 'text' },
});

/** One line of text: a bar of about the height of the letters, centred in a line box. */
export const line = style(
  layered({
    ...shape,
    display: 'block',
    height: '0.75em',
    // Half of what the line height leaves around the bar, above and below; 1.6 when `lh` is unknown.
    marginBlock: ['0.425em', 'calc((1lh - 0.75em) / 2)'],
    borderRadius: vars.radius.sm,
    selectors: {
      // The last line of a paragraph stops short.
      '&:last-child:not(:first-child)': { width: '60%' },
    },
  }),
);
