import type { Messages } from './messages';
import { common } from './en/common';
import { alert } from './en/alert';
import { breadcrumbs } from './en/breadcrumbs';
import { button } from './en/button';
import { calendar } from './en/calendar';
import { chatPanel } from './en/chatPanel';
import { combobox } from './en/combobox';
import { consentEmbed } from './en/consentEmbed';
import { cookieBanner } from './en/cookieBanner';
import { cookieCategories } from './en/cookieCategories';
import { cookiePreferences } from './en/cookiePreferences';
import { dataTable } from './en/dataTable';
import { datePicker } from './en/datePicker';
import { dialog } from './en/dialog';
import { field } from './en/field';
import { filterBar } from './en/filterBar';
import { form } from './en/form';
import { link } from './en/link';
import { listbox } from './en/listbox';
import { numberField } from './en/numberField';
import { pager } from './en/pager';
import { popover } from './en/popover';
import { pricingCards } from './en/pricingCards';
import { progressBar } from './en/progressBar';
import { restrictedAccessDialog } from './en/restrictedAccessDialog';
import { sheet } from './en/sheet';
import { sideNav } from './en/sideNav';
import { skipLinks } from './en/skipLinks';
import { slider } from './en/slider';
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
  calendar,
  chatPanel,
  combobox,
  consentEmbed,
  cookieBanner,
  cookieCategories,
  cookiePreferences,
  dataTable,
  datePicker,
  dialog,
  field,
  filterBar,
  form,
  link,
  listbox,
  numberField,
  pager,
  popover,
  pricingCards,
  progressBar,
  restrictedAccessDialog,
  sheet,
  sideNav,
  skipLinks,
  slider,
  spinner,
  statusBanner,
  table,
  toast,
};
