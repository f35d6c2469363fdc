export { IconButton } from './IconButton';
export type { IconButtonName, IconButtonOwnProps, IconButtonProps } from './IconButton';
