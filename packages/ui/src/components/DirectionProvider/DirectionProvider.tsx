'use client';

import { DirectionProvider as RadixDirectionProvider, useDirection as useRadixDirection } from 'radix-ui/direction';
import type { ReactNode } from 'react';
import type { directions } from './constants';
import { ProvidedDirectionContext } from './context';

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
 * tabs, menus and calendars, the side of a calendar's first column and of its « previous »
 * chevron, and the direction Radix writes on them when rendered on a server. Their styles, and the
 * browser's own controls (a radio group's arrow keys), follow the `dir` attribute of the page
 * instead, so set both: `<html dir="rtl">` and `<DirectionProvider dir="rtl">` around the app.
 * Without a provider, components read left to right, on the server as in the browser, and the
 * date components in their locale's direction (right to left in Hebrew or Arabic).
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
  return (
    <RadixDirectionProvider dir={dir}>
      <ProvidedDirectionContext value={dir}>{children}</ProvidedDirectionContext>
    </RadixDirectionProvider>
  );
}

/** The reading direction of the nearest `DirectionProvider`, `ltr` outside any, for an app's own client components. */
export function useDirection(): Direction {
  return useRadixDirection();
}
