import type { Messages } from '../messages';

export const filterBar: Messages['filterBar'] = {
  searchLabel: 'Search',
  filtersLabel: 'Filters',
};
