export { FeatureList, FeatureListItem, featureListColumns } from './FeatureList';
export type { FeatureListColumns, FeatureListItemProps, FeatureListProps } from './FeatureList';
