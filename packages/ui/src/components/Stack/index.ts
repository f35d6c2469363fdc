export { Stack, stackAligns, stackDirections, stackElements, stackGaps, stackJustifies } from './Stack';
export type { StackAlign, StackDirection, StackElement, StackGap, StackJustify, StackProps } from './Stack';
