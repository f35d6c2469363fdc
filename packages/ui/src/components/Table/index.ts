export { Table, tableAligns, tableVariants } from './Table';
export type { TableAlign, TableColumn, TableColumnKey, TableProps, TableVariant } from './Table';
