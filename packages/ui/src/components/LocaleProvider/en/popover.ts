import type { Messages } from '../messages';

export const popover: Messages['popover'] = {
  closeLabel: 'Close',
};
