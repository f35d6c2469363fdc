import { createVar, style, type StyleRule } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { spaceSteps } from '../../utils/layout';

/** The `minItemWidth` of a grid, set on its element. */
export const minItemWidth = createVar();
/** The columns of a grid with `template` or `collapseBelow`, set on its element. */
export const template = createVar();
/** The gap of a grid with `wideGap`, once its columns apply; set on its element. */
export const wideGap = createVar();

const breakpointNames = ['sm', 'md', 'lg'] as const;
const columnCounts = [1, 2, 3, 4, 5, 6] as const;

/**
 * The props are styled through the `data-*` attributes the element carries, so the JavaScript holds
 * one class name instead of a map of classes per value. Later rules win over earlier ones: a
 * template over a count, a minimum width over both, the wide gap over the gap.
 */
const selectors: Record<string, StyleRule> = {
  ...Object.fromEntries(
    columnCounts.map((count) => [
      `&[data-columns="${count}"]`,
      { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
    ]),
  ),
  '&[data-template]': { gridTemplateColumns: template },
  // As many columns as fit at the minimum width; `min()` keeps a single column inside a narrower
  // screen instead of overflowing it.
  '&[data-fill]': { gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))` },
  // One column below the breakpoint, the template from it (in the media rules below).
  '&[data-collapse-below]': { gridTemplateColumns: 'minmax(0, 1fr)' },
  ...Object.fromEntries(spaceSteps.map((step) => [`&[data-gap="${step}"]`, { gap: vars.space[step] }])),
  '&[data-align="start"]': { alignItems: 'start' },
  '&[data-align="center"]': { alignItems: 'center' },
  '&[data-align="end"]': { alignItems: 'end' },
  '&[data-align="baseline"]': { alignItems: 'baseline' },
};

export const grid = style(
  layered({
    display: 'grid',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minWidth: 0,
    selectors,
    '@media': Object.fromEntries(
      breakpointNames.map((name) => [
        mediaUp(name),
        {
          selectors: {
            [`&[data-collapse-below="${name}"]`]: { gridTemplateColumns: template },
            [`&[data-collapse-below="${name}"][data-wide-gap]`]: { gap: wideGap },
          },
        },
      ]),
    ),
  }),
);
