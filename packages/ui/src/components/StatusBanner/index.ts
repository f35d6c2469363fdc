export { StatusBanner, securityStatuses } from './StatusBanner';
export type { SecurityStatus, StatusBannerProps } from './StatusBanner';
