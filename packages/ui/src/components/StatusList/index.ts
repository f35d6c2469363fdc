export { StatusList } from './StatusList';
export type { StatusListItem, StatusListProps } from './StatusList';
