export { NumberField } from './NumberField';
export { numberFieldSizes } from './constants';
export type { NumberFieldProps, NumberFieldSize } from './NumberField';
