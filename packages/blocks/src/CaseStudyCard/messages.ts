/** The card's French texts; each has a prop that overrides it. */
export const messages = {
  colon: '\u00a0: ',
  durationLabel: 'Durée',
  challengeHeading: 'Défi',
  solutionHeading: 'Solution',
  resultsHeading: 'Résultats',
};
