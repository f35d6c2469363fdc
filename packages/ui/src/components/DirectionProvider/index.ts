export { directions } from './constants';
export { DirectionProvider, useDirection } from './DirectionProvider';
export type { Direction, DirectionProviderProps } from './DirectionProvider';
