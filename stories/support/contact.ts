/** The subjects of the site's contact form. */
export const subjects = [
  { value: 'devis', label: 'Demande de devis' },
  { value: 'support', label: 'Support technique' },
  { value: 'partenariat', label: 'Partenariat' },
  { value: 'recrutement', label: 'Recrutement' },
];
