'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import * as styles from './DataTable.css';

export interface DataTableVirtualRowsProps {
  /** How many rows the table shows in all. */
  count: number;
  /** The region that scrolls, once attached. */
  scrollElement: HTMLDivElement | null;
  /** Height of a row in pixels before it is measured. */
  estimatedRowHeight: number;
  /** How many cells a row has, for the spacers. */
  columnCount: number;
  /** Renders the row at a position, with the ref that measures it. */
  renderRow: (position: number, measure: (element: HTMLTableRowElement | null) => void) => ReactNode;
}

/**
 * The rows of a virtualised `DataTable` in view of its region, between two spacers that keep the
 * scroll bar's length. A module of its own, loaded only by a table that virtualises, so that
 * every other table's page does not download the virtualiser.
 */
export function DataTableVirtualRows({
  count,
  scrollElement,
  estimatedRowHeight,
  columnCount,
  renderRow,
}: DataTableVirtualRowsProps) {
  // The virtualizer's functions change at every scroll; they are read at render, never memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => estimatedRowHeight,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const paddingStart = items[0]?.start ?? 0;
  const paddingEnd = items.length ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  return (
    <>
      {paddingStart > 0 ? (
        <tr aria-hidden="true">
          <td className={styles.spacer} colSpan={columnCount} style={{ height: paddingStart }} />
        </tr>
      ) : null}
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      {paddingEnd > 0 ? (
        <tr aria-hidden="true">
          <td className={styles.spacer} colSpan={columnCount} style={{ height: paddingEnd }} />
        </tr>
      ) : null}
    </>
  );
}
