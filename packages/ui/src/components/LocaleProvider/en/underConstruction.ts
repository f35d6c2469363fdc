import type { Messages } from '../messages';

export const underConstruction: Messages['underConstruction'] = {
  title: 'Page under construction',
  expectedDateLabel: 'Expected date',
  availabilityLabel: 'Coming soon',
  featuresHeading: 'Planned features',
  progressLabel: 'Progress',
  returnLabel: 'Back to home',
  notifyLabel: 'Notify me',
  notifySubject: 'Notify me: {title}',
};
