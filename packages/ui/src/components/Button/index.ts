export { Button } from './Button';
export { buttonSizes, buttonVariants } from './constants';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
