export { DataTable } from './DataTable';
export type {
  DataTableColumn,
  DataTableDrawnColumn,
  DataTableFieldColumn,
  DataTablePaginationState,
  DataTableProps,
  DataTableRowSelection,
  DataTableSorting,
  DataTableSortValue,
} from './DataTable';
export { dataTablePageSizes } from './constants';
