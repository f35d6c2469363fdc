export { Spinner } from './Spinner';
export { spinnerSizes } from './constants';
export type { SpinnerSize } from './constants';
export type { SpinnerProps } from './Spinner';
