/** The page's French texts; each has a prop that overrides it. */
export const messages = {
  colon: '\u00a0: ',
  title: 'Page en construction',
  expectedDateLabel: 'Date prévue',
  availabilityLabel: 'Disponible prochainement',
  featuresHeading: 'Fonctionnalités prévues',
  progressLabel: 'Avancement',
  returnLabel: 'Retour à l’accueil',
  notifyLabel: 'Me notifier',
  notifySubject: (title: string) => `Me notifier\u00a0: ${title}`,
};
