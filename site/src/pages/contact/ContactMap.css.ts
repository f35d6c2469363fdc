import { breakpoints, palette, vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

const mdUp = `screen and (min-width: ${breakpoints.md}px)`;

export const root = style({
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** A fixed height shared by the placeholder and the map, so loading the map moves nothing. */
export const map = style({
  position: 'relative',
  display: 'grid',
  // On phones the card sits at the bottom, below the pin; on wider screens, at the start beside it.
  placeItems: 'end center',
  height: '22rem',
  padding: vars.space['4'],
  // The placeholder's land, so the frame shows no seam while the map loads.
  backgroundColor: vars.color.backgroundMuted,
  '@media': {
    [mdUp]: {
      height: '24rem',
      padding: vars.space['10'],
      placeItems: 'center start',
    },
  },
});

export const art = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
});

/*
 * The placeholder map. Land, streets and the pin follow the theme's roles, so an app that
 * rethemes `--cui-*` keeps a matching pin; the sea, beach, parks and blocks take fixed steps of
 * the brand palette, light enough for the card on top to stay the focus.
 */
export const land = style({ fill: vars.color.backgroundMuted });
export const sea = style({ fill: palette.lagoon[6] });
export const beach = style({ stroke: palette.vanilla[4] });
export const park = style({ fill: palette.green[3] });
export const block = style({ fill: palette.neutral[5] });
export const street = style({ stroke: vars.color.surface });
export const pin = style({ fill: vars.color.primary });
export const pinDot = style({ fill: vars.color.surface });
export const pinShadow = style({ fill: vars.color.text, opacity: 0.15 });

export const frame = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  maxWidth: '24rem',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@media': {
    [mdUp]: { paddingInline: vars.space['6'] },
  },
});

export const place = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const address = style({
  fontStyle: 'normal',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});
