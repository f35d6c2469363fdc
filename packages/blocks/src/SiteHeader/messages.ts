/** The header's French texts; each has a prop that overrides it. */
export const messages = {
  navLabel: 'Navigation principale',
  menuLabel: 'Menu',
  menuTitle: 'Menu',
  closeMenuLabel: 'Fermer le menu',
};
