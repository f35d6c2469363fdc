export { StatusBanner, statusBannerStatuses } from './StatusBanner';
export type { StatusBannerProps, StatusBannerStatus } from './StatusBanner';
