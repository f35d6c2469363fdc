export { Badge, badgeSizes, badgeTones } from './Badge';
export type { BadgeProps, BadgeSize, BadgeTone } from './Badge';
