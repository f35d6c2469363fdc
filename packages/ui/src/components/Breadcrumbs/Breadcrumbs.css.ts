import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const root = style(
  layered({
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const list = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    rowGap: vars.space['1'],
    columnGap: vars.space['1'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  layered({
    display: 'inline-flex',
    // A wrapped label keeps its separator on its first line.
    alignItems: 'flex-start',
    gap: vars.space['1'],
    minWidth: 0,
  }),
);

/** With the snug line height, keeps each link at least 24px tall (WCAG 2.5.8). */
const linkPadding = '0.1875rem';

export const separator = style(
  layered({
    flexShrink: 0,
    width: '1rem',
    height: '1rem',
    marginTop: `calc(${linkPadding} + (${vars.lineHeight.snug} * 1em - 1rem) / 2)`,
    color: vars.color.textMuted,
    // An SVG keeps the colour set on it under forced colours (`preserve-parent-color`): this grey
    // would stay grey on any Canvas, so it takes the system text colour instead.
    '@media': { [forcedColors]: { color: 'CanvasText' } },
  }),
);

const target = {
  display: 'inline-block',
  paddingBlock: linkPadding,
  overflowWrap: 'anywhere',
} as const;

export const link = style(
  layered({
    ...target,
    color: vars.color.primaryText,
    textDecoration: 'underline',
    textDecorationColor: 'transparent',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    transitionProperty: 'text-decoration-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:hover': { textDecorationColor: 'currentColor' },
    },
  }),
);

export const text = style(
  layered({
    ...target,
    color: vars.color.text,
    fontWeight: vars.fontWeight.semibold,
  }),
);
