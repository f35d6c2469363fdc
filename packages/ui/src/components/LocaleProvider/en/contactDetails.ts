import type { Messages } from '../messages';

export const contactDetails: Messages['contactDetails'] = {
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  addressLabel: 'Address',
  hoursLabel: 'Opening hours',
};
