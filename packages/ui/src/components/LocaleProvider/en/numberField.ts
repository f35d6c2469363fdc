import type { Messages } from '../messages';

export const numberField: Messages['numberField'] = {
  incrementLabel: 'Increase',
  decrementLabel: 'Decrease',
  roleDescription: 'Number field',
};
