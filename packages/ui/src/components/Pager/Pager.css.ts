import { globalStyle, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { mediaUp, reducedMotion } from '../../theme/media';
import { textStyleVars } from '../../theme/text';
import { vars } from '../../theme/vars.css';

/** From here the two links sit side by side, the next one always in the end column. */
const sideBySide = mediaUp('sm');

export const root = style(layered({ fontFamily: vars.font.body }));

export const list = style(
  layered({
    display: 'grid',
    gap: vars.space['4'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [sideBySide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    },
  }),
);

export const item = style(
  layered({
    display: 'flex',
    minWidth: 0,
    selectors: {
      '&[data-direction="next"]': { textAlign: 'end' },
    },
    '@media': {
      // A lone « next » keeps its place at the end, where a reader looks for the way on.
      [sideBySide]: { selectors: { '&[data-direction="next"]': { gridColumn: 2 } } },
    },
  }),
);

export const link = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    width: '100%',
    padding: `${vars.space['4']} ${vars.space['5']}`,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none',
    transition: `border-color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover': { borderColor: vars.color.primary },
    },
    '@media': { [reducedMotion]: { transition: 'none' } },
  }),
);

export const direction = style(
  layered({
    ...textStyleVars.label,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    color: vars.color.textMuted,
    selectors: {
      [`${item}[data-direction="next"] &`]: { flexDirection: 'row-reverse', alignSelf: 'flex-end' },
    },
  }),
);

export const icon = style(layered({ width: vars.iconSize.sm, height: vars.iconSize.sm, flexShrink: 0 }));

export const title = style(
  layered({
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.primaryText,
    overflowWrap: 'anywhere',
    textDecorationLine: 'underline',
    textDecorationColor: 'transparent',
    textUnderlineOffset: '0.2em',
    transition: `text-decoration-color ${vars.duration.fast} ${vars.easing.standard}`,
    '@media': { [reducedMotion]: { transition: 'none' } },
  }),
);

globalStyle(`${link}:hover ${title}`, layered({ textDecorationColor: 'currentColor' }));
