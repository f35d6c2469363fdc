export { RadioGroup, RadioGroupItem } from './RadioGroup';
export { radioGroupOrientations } from './constants';
export type { RadioGroupItemProps, RadioGroupOrientation, RadioGroupProps } from './RadioGroup';
