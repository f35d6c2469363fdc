export { Separator, separatorOrientations } from './Separator';
export type { SeparatorOrientation, SeparatorProps } from './Separator';
