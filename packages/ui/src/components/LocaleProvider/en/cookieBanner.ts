import type { Messages } from '../messages';

export const cookieBanner: Messages['cookieBanner'] = {
  title: 'We respect your privacy',
  description:
    'We use cookies that the site needs to work. With your consent, we also use optional cookies to measure traffic, offer additional features and tailor our communications. You can accept them, refuse them or choose category by category, and change your mind at any time.',
  acceptAllLabel: 'Accept all',
  rejectAllLabel: 'Reject all',
  customizeLabel: 'Customise',
  acceptSelectionLabel: 'Accept selection',
  alwaysActiveLabel: 'Always active',
  panelDescription:
    'Choose the cookies you accept. Essential cookies stay on, because the site does not work without them.',
  categoriesLegend: 'Cookies to accept',
};
