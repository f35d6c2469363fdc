import type { Messages } from '../messages';

export const siteFooter: Messages['siteFooter'] = {
  contactTitle: 'Contact details',
  socialTitle: 'Follow us',
  newTabLabel: '(opens in a new tab)',
};
