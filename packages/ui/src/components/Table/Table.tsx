import { isValidElement, useId, type ComponentProps, type Key, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { table as english } from '../LocaleProvider/en/table';
import { Message } from '../LocaleProvider/Message';
import * as styles from './Table.css';
import { TableScrollRegion } from './TableScrollRegion';

/** The `variant` values of `Table`. */
export const tableVariants = ['divided', 'zebra'] as const;
/** The `align` values of a `Table` column. */
export const tableAligns = ['start', 'center', 'end'] as const;

export type TableVariant = (typeof tableVariants)[number];
export type TableAlign = (typeof tableAligns)[number];

/** A field of the row type, or any other name for a column drawn with `render`. */
export type TableColumnKey<Row> = Extract<keyof Row, string> | (string & {});

/** One column of a `Table`. */
export interface TableColumn<Row> {
  /** Field of the row shown in the column (unless `render` is given); also the column's identity. */
  key: TableColumnKey<Row>;
  /** Text of the column header. */
  header: ReactNode;
  /** Horizontal alignment of the column; `end` for amounts and figures. */
  align?: TableAlign;
  /** Draws the cell from the whole row, for badges, links or formatted values. */
  render?: (row: Row, rowIndex: number) => ReactNode;
}

interface TableOwnProps<Row> extends Omit<ComponentProps<'div'>, 'children'> {
  /** Title of the table: it names both the table and its scroll region. */
  caption: ReactNode;
  /**
   * Keeps the caption for assistive technology but hides it on screen, when a heading above already says it.
   * @default false
   */
  captionHidden?: boolean;
  /** The columns, in order. */
  columns: readonly TableColumn<Row>[];
  /** The data, one record per row. */
  rows: readonly Row[];
  /** Key of the column whose cells name their row: they render as `<th scope="row">`. */
  rowHeader?: TableColumnKey<Row>;
  /**
   * Message shown in a single row when `rows` is empty.
   * @default messages.table.emptyMessage ('No data' in English)
   */
  emptyMessage?: ReactNode;
  /**
   * `divided` separates rows with lines, `zebra` with alternating backgrounds.
   * @default 'divided'
   */
  variant?: TableVariant;
  /** Class name of the `<table>` element; `className` goes on the scroll region around it. */
  tableClassName?: string;
}

/** How rows are told apart: by a field, or by a function for rows that have no identifying field. */
export type TableRowKey<Row> =
  | {
      /** Field whose value identifies each row, such as `'id'`. A string, so a server component can pass it. */
      rowKey: Extract<keyof Row, string>;
      getRowKey?: never;
    }
  | {
      rowKey?: never;
      /**
       * Computes a stable key for each row, for rows with no identifying field. A function cannot
       * cross from a server component to a client one: prefer `rowKey` where a field will do.
       */
      getRowKey: (row: Row, rowIndex: number) => Key;
    };

export type TableProps<Row> = TableOwnProps<Row> & TableRowKey<Row>;

function defaultCell(value: unknown): ReactNode {
  if (typeof value === 'string' || typeof value === 'number' || isValidElement(value)) return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return null;
}

function keyOf<Row>(row: Row, field: Extract<keyof Row, string> | undefined, rowIndex: number): Key {
  const value = field === undefined ? undefined : row[field];
  return typeof value === 'string' || typeof value === 'number' ? value : rowIndex;
}

/**
 * A data table with a caption, column headers and optional row headers. It scrolls sideways on narrow
 * screens inside a named region, which takes the keyboard focus while it scrolls (and only then), so
 * keyboard users can scroll it too. A server component:
 * a server page passes `rowKey`, and its `render` functions run on the server.
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  getRowKey,
  rowHeader,
  emptyMessage,
  variant = 'divided',
  className,
  tableClassName,
  ...rest
}: TableProps<Row>) {
  const captionId = useId();
  return (
    <TableScrollRegion
      className={cx(styles.region, className)}
      aria-labelledby={captionId}
      data-variant={variant}
      {...rest}
    >
      <table className={cx(styles.table, tableClassName)}>
        <caption id={captionId} className={captionHidden ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(styles.cell({ align: column.align }), styles.columnHeader)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className={styles.empty} colSpan={columns.length}>
                {emptyMessage ?? <Message id="table.emptyMessage" fallback={english.emptyMessage} />}
              </td>
            </tr>
          ) : (
            rows.map((row, rowIndex) => (
              <tr key={getRowKey ? getRowKey(row, rowIndex) : keyOf(row, rowKey, rowIndex)} className={styles.row}>
                {columns.map((column) => {
                  const content = column.render
                    ? column.render(row, rowIndex)
                    : defaultCell((row as Record<string, unknown>)[column.key]);
                  const cellClass = styles.cell({ align: column.align });
                  return column.key === rowHeader ? (
                    <th key={column.key} scope="row" className={cx(cellClass, styles.rowHeader)}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} className={cellClass}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
