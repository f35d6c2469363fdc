export { CardGrid, CardGridItem, cardGridColumns, cardGridElements, cardGridGaps } from './CardGrid';
export type { CardGridColumns, CardGridElement, CardGridGap, CardGridItemProps, CardGridProps } from './CardGrid';
