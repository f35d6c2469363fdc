import type { Messages } from './messages';
import { common } from './en/common';
import { alert } from './en/alert';
import { breadcrumbs } from './en/breadcrumbs';
import { button } from './en/button';
import { chatPanel } from './en/chatPanel';
import { consentEmbed } from './en/consentEmbed';
import { cookieBanner } from './en/cookieBanner';
import { cookieCategories } from './en/cookieCategories';
import { cookiePreferences } from './en/cookiePreferences';
import { dialog } from './en/dialog';
import { field } from './en/field';
import { filterBar } from './en/filterBar';
import { link } from './en/link';
import { pager } from './en/pager';
import { popover } from './en/popover';
import { pricingCards } from './en/pricingCards';
import { progressBar } from './en/progressBar';
import { restrictedAccessDialog } from './en/restrictedAccessDialog';
import { sideNav } from './en/sideNav';
import { skipLinks } from './en/skipLinks';
import { spinner } from './en/spinner';
import { statusBanner } from './en/statusBanner';
import { table } from './en/table';
import { toast } from './en/toast';

/**
 * The English catalogue, and the default: every component's built-in texts in English. Each
 * component imports its own group from `./en/`, so an app bundles only the English texts of the
 * components it uses.
 */
export const en: Messages = {
  common,
  alert,
  breadcrumbs,
  button,
  chatPanel,
  consentEmbed,
  cookieBanner,
  cookieCategories,
  cookiePreferences,
  dialog,
  field,
  filterBar,
  link,
  pager,
  popover,
  pricingCards,
  progressBar,
  restrictedAccessDialog,
  sideNav,
  skipLinks,
  spinner,
  statusBanner,
  table,
  toast,
};
