import { style, type StyleRule } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';
import { spaceSteps } from '../../utils/layout';

/**
 * The props are styled through the `data-*` attributes the element carries, so the JavaScript holds
 * one class name instead of a map of classes per value. The flex defaults (`row`, `stretch`,
 * `start`, no wrap) need no rule.
 */
const selectors: Record<string, StyleRule> = {
  '&[data-direction="column"]': { flexDirection: 'column' },
  ...Object.fromEntries(spaceSteps.map((step) => [`&[data-gap="${step}"]`, { gap: vars.space[step] }])),
  '&[data-align="start"]': { alignItems: 'flex-start' },
  '&[data-align="center"]': { alignItems: 'center' },
  '&[data-align="end"]': { alignItems: 'flex-end' },
  '&[data-align="baseline"]': { alignItems: 'baseline' },
  '&[data-justify="center"]': { justifyContent: 'center' },
  '&[data-justify="end"]': { justifyContent: 'flex-end' },
  '&[data-justify="between"]': { justifyContent: 'space-between' },
  '&[data-wrap]': { flexWrap: 'wrap' },
};

export const stack = style(
  layered({
    display: 'flex',
    // A list keeps no bullets nor indent: the stack lays it out.
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minWidth: 0,
    selectors,
  }),
);
