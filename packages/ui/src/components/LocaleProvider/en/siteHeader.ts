import type { Messages } from '../messages';

export const siteHeader: Messages['siteHeader'] = {
  navLabel: 'Main navigation',
  menuLabel: 'Menu',
  menuTitle: 'Menu',
  closeMenuLabel: 'Close the menu',
};
