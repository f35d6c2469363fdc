import type { Messages } from '../messages';

export const sheet: Messages['sheet'] = {
  closeLabel: 'Close',
};
