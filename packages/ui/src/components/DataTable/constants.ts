// Plain values of the DataTable API: a server component can read them, whereas every export of
// DataTable.tsx, a client module, reaches the server only as a client reference.
/** The page sizes offered by default in the pagination bar of `DataTable`. */
export const dataTablePageSizes = [10, 25, 50] as const;
