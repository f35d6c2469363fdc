import { Slot } from 'radix-ui/slot';
import type { ComponentProps } from 'react';

/** The `scheme` values of `Theme`. */
export const themeSchemes = ['light', 'dark', 'system'] as const;

/** `light`, `dark`, or `system` to follow the reader's `prefers-color-scheme`. */
export type ThemeScheme = (typeof themeSchemes)[number];

export interface ThemeProps extends ComponentProps<'div'> {
  /**
   * Colour scheme of everything inside: its tokens (`--cui-color-*`, `--cui-shadow-*`), its text
   * and background colours, and `color-scheme` for form controls and scrollbars.
   * @default 'system'
   */
  scheme?: ThemeScheme;
  /**
   * Renders the child element (a `<section>`, a `<main>`) with the scheme instead of a `<div>`.
   * @default false
   */
  asChild?: boolean;
}

/**
 * Sets the colour scheme of a subtree, and can be nested: a dark band in a light page, a light
 * card in a dark one. For the whole page, put the same attribute on the root element instead:
 * `<html data-cui-scheme="system">`. A server component: it only writes `data-cui-scheme`.
 * Dialogs and menus follow the scheme of where they are opened.
 */
export function Theme({ scheme = 'system', asChild = false, ...rest }: ThemeProps) {
  const Component = asChild ? Slot : 'div';
  return <Component data-cui-scheme={scheme} {...rest} />;
}
