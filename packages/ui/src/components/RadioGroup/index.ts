export { Radio, RadioGroup, radioGroupOrientations } from './RadioGroup';
export type { RadioGroupOrientation, RadioGroupProps, RadioProps } from './RadioGroup';
