import type { Messages } from '../messages';

export const cookiePreferences: Messages['cookiePreferences'] = {
  title: 'Your cookie preferences',
  description:
    'Turn each category of optional cookies on or off, then save your choice. You can change it at any time.',
  acceptAllLabel: 'Accept all',
  rejectAllLabel: 'Reject all',
  saveLabel: 'Save',
  alwaysActiveLabel: 'Always active',
  categoriesLegend: 'Cookies allowed',
};
