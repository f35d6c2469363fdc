export { Stat, StatGrid, statGridColumns } from './Stat';
export type { StatGridColumns, StatGridProps, StatProps } from './Stat';
