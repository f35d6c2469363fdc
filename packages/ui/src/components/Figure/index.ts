export { Figure } from './Figure';
export type { FigureProps } from './Figure';
