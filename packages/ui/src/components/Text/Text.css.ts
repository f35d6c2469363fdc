import { style, type StyleRule } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { textStyleVars } from '../../theme/text';
import { vars } from '../../theme/vars.css';

/**
 * The props are styled through the `data-*` attributes the element carries, so the JavaScript holds
 * one class name instead of a map of classes per value. Weights come after sizes, so a `weight`
 * overrides the weight of the style.
 */
const selectors: Record<string, StyleRule> = {
  '&[data-size="bodyLarge"]': textStyleVars.bodyLarge,
  '&[data-size="body"]': textStyleVars.body,
  '&[data-size="bodySmall"]': textStyleVars.bodySmall,
  '&[data-size="label"]': textStyleVars.label,
  '&[data-size="caption"]': textStyleVars.caption,
  '&[data-size="overline"]': textStyleVars.overline,
  '&[data-weight="regular"]': { fontWeight: vars.fontWeight.regular },
  '&[data-weight="medium"]': { fontWeight: vars.fontWeight.medium },
  '&[data-weight="semibold"]': { fontWeight: vars.fontWeight.semibold },
  '&[data-weight="bold"]': { fontWeight: vars.fontWeight.bold },
  // The context's colour, the light text of a dark band included. `inherit` rather than no rule:
  // the base styles give the outermost element of a component the page's text colour.
  '&[data-tone="default"]': { color: 'inherit' },
  '&[data-tone="muted"]': { color: vars.color.textMuted },
  // The brand colour's text shade, for a figure or a price that stands out.
  '&[data-tone="brand"]': { color: vars.color.primaryText },
};

export const text = style(layered({ margin: 0, selectors }));
