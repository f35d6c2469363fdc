export { Avatar, avatarColors, avatarSizes } from './Avatar';
export type { AvatarColor, AvatarProps, AvatarSize } from './Avatar';
