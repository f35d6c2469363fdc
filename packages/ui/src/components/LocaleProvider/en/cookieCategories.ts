import type { Messages } from '../messages';

export const cookieCategories: Messages['cookieCategories'] = {
  essential: {
    label: 'Essential cookies',
    description:
      'Needed for the site to work: security, navigation and remembering your choices. They cannot be turned off.',
  },
  analytics: {
    label: 'Audience measurement',
    description: 'Help us understand how the site is used (pages viewed, length of visits) so that we can improve it.',
  },
  marketing: {
    label: 'Marketing',
    description: 'Measure how well our campaigns work and show you content that suits you.',
  },
  functional: {
    label: 'Functional',
    description: 'Turn on additional services, such as the interactive map, and remember your settings.',
  },
};
