import { useState } from 'react';

/**
 * A value the parent may hold (`value`, with `onValueChange`) or leave to the component
 * (`defaultValue`), as Radix does. Returns the current value and a setter that reports changes.
 */
export function useIsoValue<T>(
  value: T | null | undefined,
  defaultValue: T | null | undefined,
  onValueChange: ((value: T | null) => void) | undefined,
) {
  const [own, setOwn] = useState<T | null>(defaultValue ?? null);
  const current = value === undefined ? own : value;
  const set = (next: T | null) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return [current, set] as const;
}
