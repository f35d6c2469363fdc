export { SiteFooter, siteFooterHeadingLevels } from './SiteFooter';
export type {
  SiteFooterContact,
  SiteFooterGroup,
  SiteFooterHeadingLevel,
  SiteFooterLink,
  SiteFooterProps,
  SiteFooterSocialLink,
} from './SiteFooter';
