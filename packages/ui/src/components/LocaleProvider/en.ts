import type { Messages } from './messages';
import { common } from './en/common';
import { alert } from './en/alert';
import { attacksTable } from './en/attacksTable';
import { breadcrumbs } from './en/breadcrumbs';
import { button } from './en/button';
import { caseStudyCard } from './en/caseStudyCard';
import { chatPanel } from './en/chatPanel';
import { consentEmbed } from './en/consentEmbed';
import { contactDetails } from './en/contactDetails';
import { cookieBanner } from './en/cookieBanner';
import { cookieCategories } from './en/cookieCategories';
import { cookiePreferences } from './en/cookiePreferences';
import { dialog } from './en/dialog';
import { docCard } from './en/docCard';
import { field } from './en/field';
import { filterBar } from './en/filterBar';
import { link } from './en/link';
import { pager } from './en/pager';
import { popover } from './en/popover';
import { pricingCards } from './en/pricingCards';
import { progressBar } from './en/progressBar';
import { restrictedAccessDialog } from './en/restrictedAccessDialog';
import { sideNav } from './en/sideNav';
import { siteFooter } from './en/siteFooter';
import { siteHeader } from './en/siteHeader';
import { skipLinks } from './en/skipLinks';
import { spinner } from './en/spinner';
import { statusBanner } from './en/statusBanner';
import { supportChannelCard } from './en/supportChannelCard';
import { table } from './en/table';
import { toast } from './en/toast';
import { underConstruction } from './en/underConstruction';

/**
 * The English catalogue, and the default: every component's built-in texts in English. Each
 * component imports its own group from `./en/`, so an app bundles only the English texts of the
 * components it uses.
 */
export const en: Messages = {
  common,
  alert,
  attacksTable,
  breadcrumbs,
  button,
  caseStudyCard,
  chatPanel,
  consentEmbed,
  contactDetails,
  cookieBanner,
  cookieCategories,
  cookiePreferences,
  dialog,
  docCard,
  field,
  filterBar,
  link,
  pager,
  popover,
  pricingCards,
  progressBar,
  restrictedAccessDialog,
  sideNav,
  siteFooter,
  siteHeader,
  skipLinks,
  spinner,
  statusBanner,
  supportChannelCard,
  table,
  toast,
  underConstruction,
};
