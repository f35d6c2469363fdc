import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const linkSelector = '[data-card-link]';

export const cardBase = style(
  layered({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    padding: vars.space['6'],
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid transparent`,
    color: vars.color.text,
    transitionProperty: 'border-color, box-shadow, background-color',
    transitionDuration: vars.duration.normal,
    transitionTimingFunction: vars.easing.standard,
  }),
);

export const card = recipe({
  base: [cardBase],
  variants: {
    variant: {
      outlined: layered({
        backgroundColor: vars.color.surface,
        borderColor: vars.color.border,
        selectors: {
          [`&:has(${linkSelector}):hover`]: { borderColor: vars.color.primary, boxShadow: vars.shadow.md },
        },
      }),
      elevated: layered({
        backgroundColor: vars.color.surface,
        boxShadow: vars.shadow.md,
        selectors: {
          [`&:has(${linkSelector}):hover`]: { boxShadow: vars.shadow.lg },
        },
      }),
      subtle: layered({
        backgroundColor: vars.color.backgroundMuted,
        selectors: {
          [`&:has(${linkSelector}):hover`]: { borderColor: vars.color.borderStrong },
        },
      }),
      brand: layered({
        backgroundColor: vars.color.primarySubtle,
        borderColor: vars.color.primarySubtleHover,
        selectors: {
          [`&:has(${linkSelector}):hover`]: { borderColor: vars.color.primary },
        },
      }),
    },
    size: {
      md: {},
      lg: layered({
        gap: vars.space['6'],
        '@media': { [mediaUp('md')]: { padding: vars.space['8'] } },
      }),
    },
  },
  defaultVariants: { variant: 'outlined', size: 'md' },
});

// Other controls inside a linked card stay clickable above the stretched link.
globalStyle(
  `${cardBase} :is(a, button, input, select, textarea, [tabindex]):not(${linkSelector})`,
  layered({ position: 'relative', zIndex: 1 }),
);

export const header = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space['3'],
  }),
);

export const title = style(
  layered({
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
  }),
);

export const body = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    color: vars.color.textMuted,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const footer = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['3'],
    // Footers line up at the bottom of cards of unequal length in a grid.
    marginBlockStart: 'auto',
    paddingBlockStart: vars.space['2'],
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  }),
);

/** The block link: its pseudo-element covers the whole card, so the card is one target with one tab stop. */
export const link = style(
  layered({
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: '-1px',
        borderRadius: vars.radius.lg,
      },
      [`${cardBase}:hover &`]: {
        color: vars.color.primaryText,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
      },
      // The focus ring is drawn around the whole card, where the target is.
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': {
        outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focusRing.offset,
      },
    },
  }),
);

export const section = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
  }),
);

export const sectionTitle = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: vars.color.primaryText,
  }),
);
