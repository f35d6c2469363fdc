export { SideNav, SideNavLayout } from './SideNav';
export type { SideNavItem, SideNavLayoutProps, SideNavProps } from './SideNav';
