/** The card's French texts; each has a prop that overrides it, but the difficulties' names. */
export const messages = {
  colon: '\u00a0: ',
  difficultyLabel: 'Niveau',
  featuredLabel: 'À la une',
  difficulties: { beginner: 'Débutant', intermediate: 'Intermédiaire', advanced: 'Avancé' },
};
