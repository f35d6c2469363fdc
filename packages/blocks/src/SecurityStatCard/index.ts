export { SecurityStatCard, securityStatCardTones } from './SecurityStatCard';
export type { SecurityStatCardProps, SecurityStatCardTone } from './SecurityStatCard';
