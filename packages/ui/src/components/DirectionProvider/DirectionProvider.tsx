'use client';

import { DirectionProvider as RadixDirectionProvider, useDirection as useRadixDirection } from 'radix-ui/direction';
import type { ReactNode } from 'react';
import type { directions } from './constants';

/** A reading direction: `ltr` or `rtl`. */
export type Direction = (typeof directions)[number];

export interface DirectionProviderProps {
  /** Reading direction of everything inside. */
  dir: Direction;
  /** The part of the app written in that direction. */
  children?: ReactNode;
}

/**
 * Sets the reading direction that the components' behaviour follows inside it: the arrow keys of
 * tabs and menus, and the direction Radix writes on them when rendered on a server. Their styles,
 * and the browser's own controls (a radio group's arrow keys), follow the `dir` attribute of the
 * page instead, so set both: `<html dir="rtl">` and `<DirectionProvider dir="rtl">` around the app.
 * Without a provider, components read left to right, on the server as in the browser.
 *
 * @example
 * ```tsx
 * <html lang="ar" dir="rtl">
 *   <body>
 *     <DirectionProvider dir="rtl">
 *       <App />
 *     </DirectionProvider>
 *   </body>
 * </html>
 * ```
 */
export function DirectionProvider({ dir, children }: DirectionProviderProps) {
  return <RadixDirectionProvider dir={dir}>{children}</RadixDirectionProvider>;
}

/** The reading direction of the nearest `DirectionProvider`, `ltr` outside any, for an app's own client components. */
export function useDirection(): Direction {
  return useRadixDirection();
}
