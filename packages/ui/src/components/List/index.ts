export { List, ListItem, listMarkers } from './List';
export type { ListItemProps, ListMarker, ListProps } from './List';
