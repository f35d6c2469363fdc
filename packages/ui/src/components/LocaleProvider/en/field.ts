import type { Messages } from '../messages';

export const field: Messages['field'] = {
  errorLabel: 'Error',
};
