// This site's page sections, built only from `@company/ui`. Each is a block of one website (its
// header and footer, the hero and the closing call to action, the cards of its catalogue): its texts
// are French, beside it in `messages.ts`, and its labels and headings have props that override them.

// Page frame
export { SiteHeader } from './SiteHeader';
export type {
  SiteHeaderAction,
  SiteHeaderNavItem,
  SiteHeaderProps,
  SiteHeaderUser,
  SiteHeaderUserMenuItem,
} from './SiteHeader';
export { SiteFooter, siteFooterHeadingLevels } from './SiteFooter';
export type {
  SiteFooterContact,
  SiteFooterGroup,
  SiteFooterHeadingLevel,
  SiteFooterLink,
  SiteFooterProps,
  SiteFooterSocialLink,
} from './SiteFooter';

// Page sections
export { Hero } from './Hero';
export type { HeroProps } from './Hero';
export { CallToAction } from './CallToAction';
export type { CallToActionProps } from './CallToAction';
export { UnderConstruction, underConstructionHeadingLevels } from './UnderConstruction';
export type { UnderConstructionHeadingLevel, UnderConstructionProps } from './UnderConstruction';

// Cards of the catalogue
export { ServiceCard } from './ServiceCard';
export type { ServiceCardProps } from './ServiceCard';
export { TeamMemberCard } from './TeamMemberCard';
export type { TeamMemberCardProps } from './TeamMemberCard';
export { CaseStudyCard } from './CaseStudyCard';
export type { CaseStudyCardProps } from './CaseStudyCard';
export { SupportChannelCard } from './SupportChannelCard';
export type { SupportChannelCardProps } from './SupportChannelCard';
export { DocCard, docDifficulties, docDifficultyTones } from './DocCard';
export type { DocCardProps, DocDifficulty } from './DocCard';
export { ContactDetails } from './ContactDetails';
export type { ContactDetailsProps } from './ContactDetails';
export { TechnologyMeter, TechnologyMeterList, technologyMeterListColumns } from './TechnologyMeter';
export type {
  TechnologyMeterItem,
  TechnologyMeterListColumns,
  TechnologyMeterListProps,
  TechnologyMeterProps,
} from './TechnologyMeter';

// The security dashboard
export { SecurityStatCard, securityStatCardTones } from './SecurityStatCard';
export type { SecurityStatCardProps, SecurityStatCardTone } from './SecurityStatCard';
export { AttacksTable } from './AttacksTable';
export type { AttackRecord, AttacksTableHeaders, AttacksTableProps } from './AttacksTable';
