// The messages as a terminal table or a CSV file, for `npm run messages -w api`. No imports: the
// script loads this file with Node's own TypeScript support, without a build.

/** A message as the script reads it from the database, one column per field. */
export interface MessageRecord {
  id: string;
  created_at: string;
  kind: string;
  status: string;
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  priority: string | null;
  message: string;
}

/** The columns of the export, in order. */
export const csvColumns: readonly (keyof MessageRecord)[] = [
  'id',
  'created_at',
  'kind',
  'status',
  'attempts',
  'sent_at',
  'last_error',
  'name',
  'email',
  'company',
  'subject',
  'priority',
  'message',
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, a comma, a semicolon or a line break, its
 * quotes doubled. A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return: OWASP's « CSV injection ») starts with a quote instead, and is shown as text.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The records as CSV with a header row, CRLF line ends, and a BOM so that spreadsheets read UTF-8;
 * `columns` in order (the CLI's by default; the inbox's export adds its status).
 */
export function toCsv<R extends Readonly<Record<C, string | number | null>>, C extends string = keyof MessageRecord>(
  records: readonly R[],
  columns: readonly C[] = csvColumns as readonly string[] as readonly C[],
): string {
  const lines = [
    columns.join(','),
    ...records.map((record) => columns.map((column) => csvCell(record[column])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Text safe to print on a terminal: no escape sequence or control character of the visitor's. */
function printable(value: string | null, width: number): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const flat = (value ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : flat;
}

const tableColumns: readonly { title: string; width: number; value: (record: MessageRecord) => string | null }[] = [
  { title: 'Reçu (UTC)', width: 16, value: (record) => record.created_at.slice(0, 16).replace('T', ' ') },
  { title: 'Formulaire', width: 10, value: (record) => record.kind },
  { title: 'Envoi', width: 8, value: (record) => record.status },
  { title: 'Nom', width: 24, value: (record) => record.name },
  { title: 'E-mail', width: 32, value: (record) => record.email },
  { title: 'Sujet', width: 40, value: (record) => record.subject },
];

/** The records as an aligned table, one line each, newest first as given. */
export function toTable(records: readonly MessageRecord[]): string {
  const cells = [
    tableColumns.map((column) => column.title),
    ...records.map((record) => tableColumns.map((column) => printable(column.value(record), column.width))),
  ];
  const widths = tableColumns.map((_, index) => Math.max(...cells.map((row) => [...(row[index] ?? '')].length)));
  const line = (row: string[]) =>
    row
      .map((cell, index) => cell + ' '.repeat(Math.max(0, (widths[index] ?? 0) - [...cell].length)))
      .join('  ')
      .trimEnd();
  return [line(cells[0] ?? []), widths.map((width) => '─'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}
