'use client';

import { createContext, use } from 'react';
import type { directions } from './constants';

/**
 * The direction a `DirectionProvider` sets, `undefined` outside any. Radix's own context answers
 * `ltr` there; the date components need to tell « no provider » apart, since they then follow
 * their locale's direction (a Hebrew calendar reads right to left on its own).
 */
export const ProvidedDirectionContext = createContext<(typeof directions)[number] | undefined>(undefined);

/** The nearest `DirectionProvider`'s direction, `undefined` outside any. */
export function useProvidedDirection() {
  return use(ProvidedDirectionContext);
}
