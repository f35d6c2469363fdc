import { createContainer, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

/**
 * The banner's layout follows its own width, not the screen's: the same screen can hold a full-width
 * banner on a page and a narrower one in a column (a docs page, a preview).
 */
const banner = createContainer('cookieBanner');
const whenWider = (width: string) => `${banner} (min-width: ${width})`;
/** Two equal buttons fit side by side, each label on one line. */
const twoColumns = whenWider('24rem');
/** Room for the three buttons in one row, with the padding of a larger screen. */
const oneRow = whenWider('40rem');
/** Room for the text and the buttons side by side, the text keeping a readable width. */
const sideBySide = whenWider('64rem');

/**
 * Floats over the bottom of the page without blocking it. It sits just above the sticky header and the
 * chat launcher, so its buttons are never covered, and below overlays and dialogs. When the panel is
 * open on a short screen, the banner scrolls inside itself.
 */
export const root = style(
  layered({
    position: 'fixed',
    insetInline: vars.space['3'],
    bottom: vars.space['3'],
    zIndex: `calc(${vars.zIndex.sticky} + 1)`,
    maxWidth: '72rem',
    // A percentage of the containing block (the viewport) follows the visible height on mobile.
    maxHeight: `calc(100% - 2 * ${vars.space['3']})`,
    marginInline: 'auto',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    fontFamily: vars.font.body,
    containerName: banner,
    containerType: 'inline-size',
    '@media': {
      [mediaUp('md')]: {
        insetInline: vars.space['6'],
        bottom: vars.space['6'],
        maxHeight: `calc(100% - 2 * ${vars.space['6']})`,
      },
    },
  }),
);

export const inner = style(
  layered({
    display: 'grid',
    gridTemplateAreas: '"intro" "actions" "panel"',
    gap: vars.space['5'],
    padding: vars.space['4'],
    '@container': {
      [twoColumns]: { padding: vars.space['5'] },
      [oneRow]: { padding: vars.space['6'] },
      [sideBySide]: {
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gridTemplateAreas: '"intro actions" "panel panel"',
        alignItems: 'center',
        columnGap: vars.space['8'],
      },
    },
  }),
);

export const intro = style(
  layered({
    gridArea: 'intro',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    minWidth: 0,
  }),
);

export const title = style(
  layered({
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
    '@container': {
      [oneRow]: { fontSize: vars.fontSize.xl },
    },
  }),
);

export const description = style(
  layered({
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
    maxWidth: '70ch',
  }),
);

/**
 * « Tout accepter » and « Tout refuser » always have the same width, so neither outweighs the other:
 * stacked at full width in a narrow banner, two equal halves when both labels fit on one line, then
 * one row where the two flexible columns both take the width of the longer label.
 */
export const actions = style(
  layered({
    gridArea: 'actions',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space['3'],
    '@container': {
      [twoColumns]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [oneRow]: {
        justifySelf: 'start',
        gridTemplateColumns: 'repeat(2, minmax(8rem, 1fr)) auto',
      },
    },
  }),
);

export const customize = style(
  layered({
    gridColumn: '1 / -1',
    '@container': {
      [oneRow]: { gridColumn: 'auto' },
    },
  }),
);

export const chevron = style(
  layered({
    width: '1.125em',
    height: '1.125em',
    flexShrink: 0,
    transitionProperty: 'transform',
    transitionDuration: vars.duration.normal,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '[aria-expanded="true"] &': { transform: 'rotate(180deg)' },
    },
  }),
);

export const panel = style(
  layered({
    gridArea: 'panel',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    paddingBlockStart: vars.space['5'],
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);

export const panelDescription = style(
  layered({
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

export const panelActions = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    paddingBlockStart: vars.space['2'],
    '@container': {
      [twoColumns]: { flexDirection: 'row', justifyContent: 'flex-end' },
    },
  }),
);
