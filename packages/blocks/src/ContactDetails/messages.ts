/** The list's French texts; each has a prop that overrides it. */
export const messages = {
  phoneLabel: 'Téléphone',
  emailLabel: 'E-mail',
  addressLabel: 'Adresse',
  hoursLabel: 'Horaires',
};
