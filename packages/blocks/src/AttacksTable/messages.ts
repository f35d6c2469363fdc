/** The table's French texts; each has a prop that overrides it. */
export const messages = {
  caption: 'Attaques récentes',
  emptyMessage: 'Aucune attaque détectée',
  headers: { timestamp: 'Horodatage', type: 'Type d’attaque', ip: 'Adresse IP source', details: 'Détails' },
};
