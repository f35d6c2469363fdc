/** The footer's French texts; each has a prop that overrides it. */
export const messages = {
  contactTitle: 'Coordonnées',
  socialTitle: 'Suivez-nous',
  newTabLabel: '(nouvel onglet)',
};
