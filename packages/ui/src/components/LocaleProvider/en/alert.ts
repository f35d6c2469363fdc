import type { Messages } from '../messages';

export const alert: Messages['alert'] = {
  dismissLabel: 'Dismiss the alert',
};
