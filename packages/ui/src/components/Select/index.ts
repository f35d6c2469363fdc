export { Select, selectSizes } from './Select';
export type { SelectProps, SelectSize } from './Select';
