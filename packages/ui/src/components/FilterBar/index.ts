export { FilterBar } from './FilterBar';
export type { FilterBarFilter, FilterBarProps } from './FilterBar';
