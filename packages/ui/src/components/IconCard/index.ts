export { IconCard } from './IconCard';
export type { IconCardProps } from './IconCard';
