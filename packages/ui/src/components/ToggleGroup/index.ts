export { ToggleGroup, ToggleGroupItem } from './ToggleGroup';
export { toggleGroupSizes, toggleGroupTypes } from './constants';
export type {
  ToggleGroupItemProps,
  ToggleGroupMultipleProps,
  ToggleGroupProps,
  ToggleGroupSingleProps,
  ToggleGroupSize,
  ToggleGroupType,
} from './ToggleGroup';
