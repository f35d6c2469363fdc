export { Avatar } from './Avatar';
export { avatarColors, avatarSizes } from './constants';
export type { AvatarColor, AvatarProps, AvatarSize } from './Avatar';
