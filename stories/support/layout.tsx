import { vars } from '@company/ui/theme';
import type { CSSProperties, ReactNode } from 'react';

/** A bordered block, so the layout shows; the layout components themselves draw nothing. */
export function Tile({ children }: { children: ReactNode }) {
  return (
    <div
      data-tile=""
      style={{
        padding: '0.75rem 1rem',
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.backgroundSubtle,
      }}
    >
      {children}
    </div>
  );
}

/** The tiles a story rendered, in order. */
export const tilesIn = (element: HTMLElement) => Array.from(element.querySelectorAll<HTMLElement>('[data-tile]'));

/** The number of columns a visitor sees: how many distinct left edges the cells have. */
export const visibleColumns = (cells: readonly HTMLElement[]) =>
  new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().left))).size;

/** A list of cards as a grid: as many columns at least `minWidth` wide as fit. */
export const cardGridStyle = (minWidth: string): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}), 1fr))`,
  gap: '1.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The caption above each state of a States story. */
export const stateCaption = { margin: '0 0 0.5rem', fontSize: '0.875rem', fontWeight: 600 } as const;
