export { Grid, gridColumns, gridElements, gridGaps } from './Grid';
export type { GridColumns, GridElement, GridGap, GridProps } from './Grid';
