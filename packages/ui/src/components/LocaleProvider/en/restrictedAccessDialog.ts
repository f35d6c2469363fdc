import type { Messages } from '../messages';

export const restrictedAccessDialog: Messages['restrictedAccessDialog'] = {
  title: 'Restricted access',
  description: 'The {pageName} page is under development.',
  featuresHeading: 'Upcoming features',
  availabilityText: 'Coming soon',
  closeLabel: 'Close',
  homeLabel: 'Back to home',
  closeIconLabel: 'Close the dialog',
};
