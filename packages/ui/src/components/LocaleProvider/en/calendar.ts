import type { Messages } from '../messages';

export const calendar: Messages['calendar'] = {
  previousLabel: 'Previous month',
  nextLabel: 'Next month',
};
