import type { Messages } from '../messages';

export const combobox: Messages['combobox'] = {
  loadingLabel: 'Loading…',
  emptyLabel: 'No results',
  clearLabel: 'Clear',
  openLabel: 'Show options',
  removeLabel: 'Remove {label}',
  selectedLabel: 'Selected options',
};
