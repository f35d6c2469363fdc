import type { Messages } from '../messages';

export const toast: Messages['toast'] = {
  label: 'Notification',
  viewportLabel: 'Notifications ({hotkey})',
  closeLabel: 'Close the notification',
};
