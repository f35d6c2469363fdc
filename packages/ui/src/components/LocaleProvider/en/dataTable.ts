import type { Messages } from '../messages';

export const dataTable: Messages['dataTable'] = {
  emptyMessage: 'No results',
  loadingLabel: 'Loading…',
  selectAllLabel: 'Select all',
  selectRowLabel: 'Select row {row}',
  selectedCount: { one: '{count} row selected', other: '{count} rows selected' },
  paginationLabel: 'Pagination',
  previousPageLabel: 'Previous page',
  nextPageLabel: 'Next page',
  pageStatus: 'Page {page} of {pageCount}',
  pageSizeLabel: 'Rows per page',
};
