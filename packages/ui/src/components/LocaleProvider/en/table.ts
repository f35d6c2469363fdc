import type { Messages } from '../messages';

export const table: Messages['table'] = {
  emptyMessage: 'No data',
};
