'use client';

import {
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row as TableRow,
  type Updater,
} from '@tanstack/react-table';
import {
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Check } from '../../icons/Check';
import { cx } from '../../utils/cx';
import { lazyExport } from '../../utils/lazyExport';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { useLocaleSettings, useMessages } from '../LocaleProvider/context';
import { dataTable as english } from '../LocaleProvider/en/dataTable';
import { formatMessage, mergeMessages, type DeepPartial, type Messages } from '../LocaleProvider/messages';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';
import * as tableStyles from '../Table/Table.css';
import type { TableAlign, TableColumnKey, TableVariant } from '../Table/Table';
import { TableScrollRegion } from '../Table/TableScrollRegion';
import { dataTablePageSizes } from './constants';
import * as styles from './DataTable.css';
import { DataTablePagination } from './DataTablePagination';
import { ArrowDown, ArrowUp, ArrowUpDown, Minus } from './icons';

// Loaded only when a table virtualises: most tables page or show a few rows, and their pages need
// not download the virtualiser (10 KiB gzip).
const DataTableVirtualRows = lazyExport(() => import('./DataTableVirtualRows'), 'DataTableVirtualRows');

/** A value a column sorts by: text (compared in the reader's language), a number or a date. */
export type DataTableSortValue = string | number | Date | null | undefined;

/** What every column of a `DataTable` has, whatever it shows. */
interface DataTableColumnBase<Row extends object> {
  /** Text of the column header; the name of its sort button when the column is `sortable`. */
  header: ReactNode;
  /**
   * Horizontal alignment of the column; `end` for amounts and figures.
   * @default 'start'
   */
  align?: TableAlign;
  /**
   * Makes the header a button that sorts the rows by this column: ascending, descending, then unsorted.
   * @default false
   */
  sortable?: boolean;
  /** The value the column sorts by, when it is not the field `key` (a date behind formatted text, a total). */
  sortValue?: (row: Row) => DataTableSortValue;
}

/** A column that shows a field of the row, as it is or drawn by `render`. */
export interface DataTableFieldColumn<Row extends object> extends DataTableColumnBase<Row> {
  /** Field of the row shown in the column and sorted by (unless `render` and `sortValue` say otherwise); also the column's identity, as in `sorting`. */
  key: Extract<keyof Row, string>;
  /**
   * Draws the cell from the whole row, for badges, links or formatted values; `rowIndex` is the row's index in `rows`.
   * @default the field's value as text
   */
  render?: (row: Row, rowIndex: number) => ReactNode;
}

/** A column of its own, not a field of the row (row actions, a computed total), drawn by `render`. */
export interface DataTableDrawnColumn<Row extends object> extends DataTableColumnBase<Row> {
  /** Name of the column, any other than the row's fields: its identity, as in `sorting`. Give a `sortValue` to make it `sortable`. */
  key: string;
  /** Draws the cell from the whole row; `rowIndex` is the row's index in `rows`. */
  render: (row: Row, rowIndex: number) => ReactNode;
}

/**
 * One column of a `DataTable`: a field of the row (`DataTableFieldColumn`, its `key` checked
 * against the row's type), or a column of its own drawn by `render` (`DataTableDrawnColumn`).
 */
export type DataTableColumn<Row extends object> = DataTableFieldColumn<Row> | DataTableDrawnColumn<Row>;

/** The sort order: the sorted column's `key` and its direction. `DataTable` sorts by one column at a time. */
export type DataTableSorting = { id: string; desc: boolean }[];
/** Which page is shown (from 0) and how many rows a page holds. */
export interface DataTablePaginationState {
  /** The page shown, from 0. */
  pageIndex: number;
  /** How many rows a page holds. */
  pageSize: number;
}
/** The ids of the selected rows (see `getRowId`), each set to `true`. */
export type DataTableRowSelection = Record<string, boolean>;

export interface DataTableProps<Row extends object> extends Omit<ComponentProps<'div'>, 'children'> {
  /** Title of the table: it names the table and its scroll region. */
  caption: ReactNode;
  /**
   * Keeps the caption for assistive technology but hides it on screen, when a heading above already says it.
   * @default false
   */
  captionHidden?: boolean;
  /**
   * The columns, in order. Each has a `key` (the field of the row it shows, or with `render` a name
   * of its own), a `header`, and optionally `align`, `render` (draws the cell from the row),
   * `sortable` and `sortValue` (what it sorts by, when not the field): see `DataTableColumn`.
   */
  columns: readonly DataTableColumn<Row>[];
  /** The data, one record per row: all of it, or only the current page when the server paginates (`rowCount`). Keep its reference stable between renders. */
  rows: readonly Row[];
  /** Field whose value identifies each row, such as `'id'`: the key of `rowSelection`. */
  rowKey?: Extract<keyof Row, string>;
  /**
   * Computes the id of a row, the key of `rowSelection`, for rows with no identifying field.
   * @default the field `rowKey`, else the row's index
   */
  getRowId?: (row: Row, rowIndex: number) => string;
  /** Key of the column whose cells name their row: they render as `<th scope="row">`, and name the row's checkbox. */
  rowHeader?: TableColumnKey<Row>;
  /**
   * `divided` separates rows with lines, `zebra` with alternating backgrounds.
   * @default 'divided'
   */
  variant?: TableVariant;
  /** Class name of the `<table>` element; `className` goes on the element around the table and its bar. */
  tableClassName?: string;
  /**
   * Message shown in a single row when there are no rows.
   * @default messages.dataTable.emptyMessage ('No results' in English)
   */
  emptyMessage?: ReactNode;

  /** The sort order when the parent holds it; use with `onSortingChange`. */
  sorting?: DataTableSorting;
  /**
   * The sort order at first, when the table holds its own.
   * @default []
   */
  defaultSorting?: DataTableSorting;
  /** Called with the new sort order when a header button is pressed. */
  onSortingChange?: (sorting: DataTableSorting) => void;
  /**
   * The rows come sorted (by the server): the table only reports `onSortingChange` and shows the order.
   * @default false
   */
  manualSorting?: boolean;

  /**
   * Shows the rows a page at a time, with a bar to change page and page size.
   * @default false
   */
  paginated?: boolean;
  /** The page shown (`pageIndex`, from 0) and the rows per page (`pageSize`) when the parent holds them; use with `onPaginationChange`. */
  pagination?: DataTablePaginationState;
  /**
   * The page and page size at first, when the table holds its own.
   * @default { pageIndex: 0, pageSize: 10 }
   */
  defaultPagination?: DataTablePaginationState;
  /**
   * Page sizes offered in the bar; none is shown with one size or fewer.
   * @default dataTablePageSizes ([10, 25, 50])
   */
  pageSizeOptions?: readonly number[];
  /** Called with the new page and page size when the reader changes page or page size, or when sorting goes back to the first page. */
  onPaginationChange?: (pagination: DataTablePaginationState) => void;
  /** Total number of rows on the server: `rows` then holds the current page only, and the parent loads each page. */
  rowCount?: number;
  /** Number of pages on the server, when the total number of rows is unknown; `rows` then holds the current page only. */
  pageCount?: number;

  /**
   * Adds a checkbox to each row and one in the header for the rows shown, and the count of selected rows.
   * @default false
   */
  selectable?: boolean;
  /** The selected rows when the parent holds them; use with `onRowSelectionChange`. */
  rowSelection?: DataTableRowSelection;
  /**
   * The selected rows at first, when the table holds its own.
   * @default {}
   */
  defaultRowSelection?: DataTableRowSelection;
  /** Called with every selected row id when a checkbox changes. */
  onRowSelectionChange?: (rowSelection: DataTableRowSelection) => void;
  /**
   * Names a row in its checkbox's label (« Sélectionner la ligne T-1042 »).
   * @default the `rowHeader` cell's value, else the row's number
   */
  getRowLabel?: (row: Row, rowIndex: number) => string;

  /**
   * The rows are loading: the table is `aria-busy`, the rows already shown fade under a spinner, and an empty table shows skeleton rows.
   * @default false
   */
  loading?: boolean;

  /**
   * Renders only the rows in view (and a few around), for long tables: the region takes `maxHeight`, and every row keeps its `aria-rowindex`.
   * @default false
   */
  virtualized?: boolean;
  /**
   * Height limit of the scroll region, as a CSS length; the header stays in view as the rows scroll.
   * @default '30rem' when `virtualized`, else none
   */
  maxHeight?: CSSProperties['maxHeight'];
  /**
   * Height of a row in pixels before it is measured, for `virtualized`: set it close to the real height
   * (taller with badges or two lines), or the scroll bar shifts as rows are measured.
   * @default 45
   */
  estimatedRowHeight?: number;

  /** Any of the table's built-in texts, over the `LocaleProvider`'s. */
  messages?: DeepPartial<Messages['dataTable']>;
}

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});

type Features = typeof features;

/** A state the parent may hold (`value`) or leave to the component (`initial`); `onChange` hears every change. */
function useControllable<T>(value: T | undefined, initial: T, onChange: ((next: T) => void) | undefined) {
  const [own, setOwn] = useState(initial);
  const current = value ?? own;
  const set = (updater: Updater<T>) => {
    const next = functionalUpdate(updater, current);
    if (next === current) return;
    setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

function defaultCell(value: unknown): ReactNode {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return null;
}

function fieldOf(row: object, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

function comparable(value: unknown): string | number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** Drops unselected ids: the table counts each key as a selected row. */
function selectedOnly(selection: DataTableRowSelection): Record<string, true> {
  const result: Record<string, true> = {};
  for (const [id, selected] of Object.entries(selection)) if (selected) result[id] = true;
  return result;
}

interface SelectionBoxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
}

/** A row's or the header's checkbox: Checkbox's look, with no visible label, and a partly checked state. */
function SelectionBox({ label, checked, indeterminate = false, disabled, onChange }: SelectionBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // `indeterminate` is a DOM property with no attribute.
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <span className={checkboxStyles.control}>
      <input
        ref={ref}
        type="checkbox"
        className={styles.selectInput}
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
      <Check className={checkboxStyles.check} aria-hidden="true" />
      <Minus className={styles.mixedMark} aria-hidden="true" />
    </span>
  );
}

const sortIcons = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown } as const;

/**
 * A table of records that people sort, page through and select: Table's look and semantics (a
 * native `<table>` with its caption, in a named scroll region) with the state of TanStack Table.
 * A sortable column's header is a button, and its `<th>` carries `aria-sort`. Paginated, a bar
 * under the table changes page and page size; with `rowCount` or `pageCount`, the parent loads each
 * page. Selectable, each row has a checkbox and the header one for the rows shown. `loading` keeps
 * the rows shown, faded, or shows skeleton rows. `virtualized` renders only the rows in view of a
 * long table. Every state is controlled or not: `sorting`, `pagination`, `rowSelection`.
 * `className`, `ref` and the other attributes go to the element around the table and its bar.
 */
export function DataTable<Row extends object>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  getRowId,
  rowHeader,
  variant = 'divided',
  tableClassName,
  emptyMessage,
  sorting: sortingProp,
  defaultSorting = [],
  onSortingChange,
  manualSorting = false,
  paginated = false,
  pagination: paginationProp,
  defaultPagination = { pageIndex: 0, pageSize: 10 },
  pageSizeOptions = dataTablePageSizes,
  onPaginationChange,
  rowCount,
  pageCount,
  selectable = false,
  rowSelection: rowSelectionProp,
  defaultRowSelection = {},
  onRowSelectionChange,
  getRowLabel,
  loading = false,
  virtualized = false,
  maxHeight = virtualized ? '30rem' : undefined,
  estimatedRowHeight = 45,
  messages,
  className,
  ref,
  ...rest
}: DataTableProps<Row>) {
  const captionId = useId();
  const { locale } = useLocaleSettings();
  const catalogue = useMessages('dataTable', english);
  const text = useMemo(() => mergeMessages(catalogue, messages), [catalogue, messages]);
  const numberFormat = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const formatNumber = (value: number) => numberFormat.format(value);

  const [sorting, setSorting] = useControllable(sortingProp, defaultSorting, onSortingChange);
  const [pagination, setPaginationState] = useControllable(paginationProp, defaultPagination, onPaginationChange);
  const setPagination = (updater: Updater<DataTablePaginationState>) => {
    const next = functionalUpdate(updater, pagination);
    if (next.pageIndex !== pagination.pageIndex || next.pageSize !== pagination.pageSize) setPaginationState(next);
  };
  const [rowSelection, setRowSelection] = useControllable(rowSelectionProp, defaultRowSelection, onRowSelectionChange);
  const selection = useMemo(() => selectedOnly(rowSelection), [rowSelection]);

  const manualPagination = rowCount !== undefined || pageCount !== undefined;
  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }), [locale]);
  const columnDefs = useMemo<ColumnDef<Features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        accessorFn: (row: Row) => (column.sortValue ? column.sortValue(row) : fieldOf(row, column.key)),
        enableSorting: column.sortable ?? false,
        sortFn: (rowA, rowB, id) => {
          const a = comparable(rowA.getValue(id));
          const b = comparable(rowB.getValue(id));
          return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
        },
      })),
    [columns, collator],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row: Row, index: number) =>
      getRowId ? getRowId(row, index) : rowKey !== undefined ? String(fieldOf(row, rowKey)) : String(index),
    state: { sorting, pagination, rowSelection: selection },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    onRowSelectionChange: (updater: Updater<Record<string, true>>) =>
      setRowSelection(functionalUpdate(updater, selection)),
    manualSorting,
    manualPagination,
    rowCount,
    pageCount,
    autoResetPageIndex: paginated && !manualPagination,
    enableMultiSort: false,
    sortDescFirst: false,
    enableRowSelection: selectable,
  });

  const shownRows: TableRow<Features, Row>[] = paginated
    ? table.getRowModel().rows
    : table.getPrePaginatedRowModel().rows;
  const totalRows = manualPagination ? rowCount : rows.length;
  const firstRowNumber = paginated ? pagination.pageIndex * pagination.pageSize : 0;
  // Rows are numbered for assistive technology whenever only some of them are in the DOM.
  const numbered = virtualized || paginated;

  // The scrolling region as state, not a ref: a virtualised body mounted at once (its module
  // already loaded) runs its effects before the region is attached, and must render again then.
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const columnCount = columns.length + (selectable ? 1 : 0);
  const allShownSelected = shownRows.length > 0 && shownRows.every((row) => row.getIsSelected());
  const someShownSelected = shownRows.some((row) => row.getIsSelected());
  const selectedCount = Object.keys(selection).length;
  const plural = new Intl.PluralRules(locale).select(selectedCount) === 'one' ? 'one' : 'other';

  const labelOf = (row: TableRow<Features, Row>) => {
    if (getRowLabel) return getRowLabel(row.original, row.index);
    const named = rowHeader === undefined ? undefined : fieldOf(row.original, rowHeader);
    return typeof named === 'string' || typeof named === 'number' ? String(named) : formatNumber(row.index + 1);
  };

  const renderRow = (
    row: TableRow<Features, Row>,
    position: number,
    measure?: (element: HTMLTableRowElement | null) => void,
  ) => {
    const selected = selectable && row.getIsSelected();
    return (
      <tr
        key={row.id}
        ref={measure}
        data-index={measure ? position : undefined}
        aria-rowindex={numbered ? firstRowNumber + position + 2 : undefined}
        data-state={selected ? 'selected' : undefined}
        className={cx(tableStyles.row, selected && styles.selectedRow)}
      >
        {selectable ? (
          <td className={cx(tableStyles.cell(), styles.selectCell)}>
            <SelectionBox
              label={formatMessage(text.selectRowLabel, { row: labelOf(row) })}
              checked={selected}
              disabled={!row.getCanSelect()}
              onChange={() => row.toggleSelected()}
            />
          </td>
        ) : null}
        {columns.map((column) => {
          const content = column.render
            ? column.render(row.original, row.index)
            : defaultCell(fieldOf(row.original, column.key));
          const cellClass = tableStyles.cell({ align: column.align });
          return column.key === rowHeader ? (
            <th key={column.key} scope="row" className={cx(cellClass, tableStyles.rowHeader)}>
              {content}
            </th>
          ) : (
            <td key={column.key} className={cellClass}>
              {content}
            </td>
          );
        })}
      </tr>
    );
  };

  const skeletonCount = paginated ? Math.min(pagination.pageSize, 10) : 5;
  let body: ReactNode;
  if (shownRows.length === 0 && loading) {
    body = Array.from({ length: skeletonCount }, (_, index) => (
      <tr key={index} className={tableStyles.row} aria-hidden="true">
        {Array.from({ length: columnCount }, (_, cell) => (
          <td key={cell} className={tableStyles.cell()}>
            <Skeleton />
          </td>
        ))}
      </tr>
    ));
  } else if (shownRows.length === 0) {
    body = (
      <tr>
        <td className={tableStyles.empty} colSpan={columnCount}>
          {emptyMessage ?? text.emptyMessage}
        </td>
      </tr>
    );
  } else if (virtualized) {
    // Until the virtualiser has loaded, the first rows show, as many as a region holds.
    body = (
      <Suspense fallback={shownRows.slice(0, 20).map((row, position) => renderRow(row, position))}>
        <DataTableVirtualRows
          count={shownRows.length}
          scrollElement={region}
          estimatedRowHeight={estimatedRowHeight}
          columnCount={columnCount}
          renderRow={(position, measure) => {
            const row = shownRows[position];
            return row ? renderRow(row, position, measure) : null;
          }}
        />
      </Suspense>
    );
  } else {
    body = shownRows.map((row, position) => renderRow(row, position));
  }

  const bounded = maxHeight !== undefined;
  const headerClass = cx(tableStyles.columnHeader, bounded && styles.stickyHeader);

  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <div className={styles.frame}>
        <TableScrollRegion
          ref={setRegion}
          className={cx(tableStyles.region, bounded && styles.bounded)}
          style={bounded ? { maxHeight } : undefined}
          aria-labelledby={captionId}
          data-variant={variant}
          // A region that scrolls down is a tab stop, so the keyboard scrolls it too; otherwise the
          // region decides alone, from whether it scrolls sideways.
          {...(bounded ? { tabIndex: 0 } : {})}
        >
          <table
            className={cx(tableStyles.table, virtualized && styles.fixedLayout, tableClassName)}
            aria-busy={loading || undefined}
            aria-rowcount={numbered ? (totalRows === undefined ? -1 : totalRows + 1) : undefined}
          >
            <caption id={captionId} className={captionHidden ? visuallyHidden : tableStyles.caption}>
              {caption}
            </caption>
            <thead>
              <tr aria-rowindex={numbered ? 1 : undefined}>
                {selectable ? (
                  <th scope="col" className={cx(tableStyles.cell(), headerClass, styles.selectCell)}>
                    <SelectionBox
                      label={text.selectAllLabel}
                      checked={allShownSelected}
                      indeterminate={someShownSelected && !allShownSelected}
                      disabled={shownRows.length === 0}
                      onChange={() =>
                        paginated
                          ? table.toggleAllPageRowsSelected(!allShownSelected)
                          : table.toggleAllRowsSelected(!allShownSelected)
                      }
                    />
                  </th>
                ) : null}
                {table.getHeaderGroups()[0]?.headers.map((header, index) => {
                  const column = columns[index];
                  if (!column) return null;
                  const direction = header.column.getIsSorted();
                  const sort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
                  const SortIcon = sortIcons[sort];
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={column.sortable && sort !== 'none' ? sort : undefined}
                      data-sort={column.sortable ? sort : undefined}
                      className={cx(tableStyles.cell({ align: column.align }), headerClass)}
                    >
                      {column.sortable ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => header.column.toggleSorting()}
                        >
                          {column.header}
                          <SortIcon className={styles.sortIcon} aria-hidden="true" />
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className={cx(styles.body, shownRows.length === 0 && styles.skeletonBody)}>{body}</tbody>
          </table>
        </TableScrollRegion>
        {loading && shownRows.length > 0 ? (
          <div className={styles.loadingOverlay}>
            <span className={styles.loadingDisc}>
              <Spinner decorative size="lg" />
            </span>
          </div>
        ) : null}
      </div>
      <span role="status" className={visuallyHidden}>
        {loading ? text.loadingLabel : ''}
      </span>
      {selectable || paginated ? (
        <div className={styles.footer}>
          {selectable ? (
            <p role="status" className={styles.selectedCount}>
              {formatMessage(text.selectedCount[plural], { count: formatNumber(selectedCount) })}
            </p>
          ) : null}
          {paginated ? (
            <DataTablePagination
              pageIndex={pagination.pageIndex}
              pageCount={table.getPageCount()}
              pageSize={pagination.pageSize}
              pageSizeOptions={pageSizeOptions}
              onPageIndexChange={(pageIndex) => setPagination({ ...pagination, pageIndex })}
              onPageSizeChange={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
              text={text}
              formatNumber={formatNumber}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
