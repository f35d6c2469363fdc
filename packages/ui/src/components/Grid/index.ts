export { Grid, gridAligns, gridCollapseBreakpoints, gridColumns, gridElements, gridGaps } from './Grid';
export type { GridAlign, GridCollapseBreakpoint, GridColumns, GridElement, GridGap, GridProps } from './Grid';
