/** The card's French texts. */
export const messages = {
  availabilityLabel: 'Disponibilité',
  responseTimeLabel: 'Délai de réponse',
};
