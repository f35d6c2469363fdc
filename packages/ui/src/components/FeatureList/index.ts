export { FeatureList, FeatureListItem, featureListColumns, featureListMarkers } from './FeatureList';
export type { FeatureListColumns, FeatureListItemProps, FeatureListMarker, FeatureListProps } from './FeatureList';
