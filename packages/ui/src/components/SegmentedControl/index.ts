export { SegmentedControl, SegmentedControlItem } from './SegmentedControl';
export { segmentedControlSizes } from './constants';
export type { SegmentedControlItemProps, SegmentedControlProps, SegmentedControlSize } from './SegmentedControl';
