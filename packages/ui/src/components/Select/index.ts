export { Select } from './Select';
export { selectSizes } from './constants';
export type { SelectProps, SelectSize } from './Select';
