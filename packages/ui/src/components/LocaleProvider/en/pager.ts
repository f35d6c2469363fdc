import type { Messages } from '../messages';

export const pager: Messages['pager'] = {
  label: 'Previous and next pages',
  previousLabel: 'Previous',
  nextLabel: 'Next',
};
