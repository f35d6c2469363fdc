export { DataTable } from './DataTable';
export type {
  DataTableColumn,
  DataTablePaginationState,
  DataTableProps,
  DataTableRowSelection,
  DataTableSorting,
  DataTableSortValue,
} from './DataTable';
export { dataTablePageSizes } from './constants';
