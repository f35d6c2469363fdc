import type { Messages } from '../messages';

export const dialog: Messages['dialog'] = {
  closeLabel: 'Close',
};
