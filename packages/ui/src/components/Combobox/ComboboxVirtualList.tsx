'use client';

import { Combobox as ComboboxPrimitive } from '@base-ui/react/combobox';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useImperativeHandle, useRef, type RefObject } from 'react';
import { cx } from '../../utils/cx';
import type { ComboboxOption } from './Combobox';
import * as styles from './Combobox.css';
import { ItemContent } from './ComboboxItemContent';

export interface ComboboxVirtualListProps {
  virtualizerRef: RefObject<Virtualizer<HTMLDivElement, Element> | null>;
  rowHeight: number;
}

/**
 * The rows of a long list that are in view, with room for the others (TanStack Virtual). A module
 * of its own, loaded only by a list that virtualises.
 */
export function ComboboxVirtualList({ virtualizerRef, rowHeight }: ComboboxVirtualListProps) {
  const options = ComboboxPrimitive.useFilteredItems<ComboboxOption>();
  const scrollElementRef = useRef<HTMLDivElement | null>(null);
  // The virtualizer is a mutable object the compiler cannot memoise: this component re-renders with it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => scrollElementRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    paddingStart: 4,
    paddingEnd: 4,
    scrollPaddingStart: 4,
    scrollPaddingEnd: 4,
  });
  useImperativeHandle(virtualizerRef, () => virtualizer);
  // The list itself scrolls, so that it is the focusable scrolling box: the spacer finds it as its parent.
  const setSpacer = useCallback(
    (element: HTMLDivElement | null) => {
      scrollElementRef.current = element?.parentElement instanceof HTMLDivElement ? element.parentElement : null;
      if (element) virtualizer.measure();
    },
    [virtualizer],
  );
  if (options.length === 0) return null;
  return (
    <div role="presentation" ref={setSpacer} className={styles.spacer} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const option = options[row.index];
        if (!option) return null;
        return (
          <ComboboxPrimitive.Item
            key={option.value}
            index={row.index}
            data-index={row.index}
            ref={virtualizer.measureElement}
            value={option}
            disabled={option.disabled}
            className={cx(styles.item, styles.virtualItem)}
            aria-setsize={options.length}
            aria-posinset={row.index + 1}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            <ItemContent option={option} />
          </ComboboxPrimitive.Item>
        );
      })}
    </div>
  );
}
