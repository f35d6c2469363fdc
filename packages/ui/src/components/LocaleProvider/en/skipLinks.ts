import type { Messages } from '../messages';

export const skipLinks: Messages['skipLinks'] = {
  label: 'Skip links',
  links: { mainContent: 'Skip to main content', navigation: 'Skip to navigation', footer: 'Skip to footer' },
};
