import type { Messages } from '../messages';

export const datePicker: Messages['datePicker'] = {
  openLabel: 'Choose a date',
  openRangeLabel: 'Choose dates',
  unavailableMessage: 'This date is unavailable.',
};
