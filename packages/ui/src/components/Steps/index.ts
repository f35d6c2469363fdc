export { Steps, stepsLayouts } from './Steps';
export type { StepsItem, StepsLayout, StepsProps } from './Steps';
