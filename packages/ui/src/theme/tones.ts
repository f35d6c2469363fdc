import type { StyleRule } from '@vanilla-extract/css';
import { layered } from './layer';
import { vars } from './vars.css';

/** Subtle surface, border and text colours of each tone, shared by tinted components (Badge, IconTile). */
export const subtleTones = {
  neutral: { backgroundColor: vars.color.backgroundMuted, borderColor: vars.color.border, color: vars.color.text },
  brand: {
    backgroundColor: vars.color.primarySubtle,
    borderColor: vars.color.primarySubtleHover,
    color: vars.color.primaryText,
  },
  success: {
    backgroundColor: vars.color.successSubtle,
    borderColor: vars.color.successBorder,
    color: vars.color.successText,
  },
  warning: {
    backgroundColor: vars.color.warningSubtle,
    borderColor: vars.color.warningBorder,
    color: vars.color.warningText,
  },
  danger: {
    backgroundColor: vars.color.dangerSubtle,
    borderColor: vars.color.dangerBorder,
    color: vars.color.dangerText,
  },
  info: { backgroundColor: vars.color.infoSubtle, borderColor: vars.color.infoBorder, color: vars.color.infoText },
} satisfies Record<string, StyleRule>;

/** `subtleTones` as recipe variants in the layer of the component whose `.css.ts` calls it. */
export const subtleToneVariants = () =>
  Object.fromEntries(Object.entries(subtleTones).map(([tone, rule]) => [tone, layered(rule)])) as Record<
    keyof typeof subtleTones,
    StyleRule
  >;
