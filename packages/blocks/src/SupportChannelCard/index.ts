export { SupportChannelCard } from './SupportChannelCard';
export type { SupportChannelCardProps } from './SupportChannelCard';
