export { SiteHeader } from './SiteHeader';
export type {
  SiteHeaderAction,
  SiteHeaderNavItem,
  SiteHeaderProps,
  SiteHeaderUser,
  SiteHeaderUserMenuItem,
} from './SiteHeader';
