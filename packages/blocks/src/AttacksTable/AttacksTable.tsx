import { Badge, Table, type TableColumn, type TableProps } from '@company/ui';
import { useMemo, type ReactNode } from 'react';
import { FormattedDateTime } from '@company/ui';
import { messages } from './messages';
import * as styles from './AttacksTable.css';

/** One blocked attack. */
export interface AttackRecord {
  /** Stable identity of the record; the timestamp and source address by default. */
  id?: string;
  /** When the attack happened, as an ISO 8601 date-time with its offset (`2025-07-14T06:42:10Z`). */
  timestamp: string;
  /** Kind of attack, such as « Injection SQL ». */
  type: ReactNode;
  /** Source IP address. */
  ip: string;
  /** What was attempted and what was done about it. */
  details?: ReactNode;
}

/** Column headers of an `AttacksTable`. */
export interface AttacksTableHeaders {
  /** Header of the date and time column. */
  timestamp: ReactNode;
  /** Header of the attack type column. */
  type: ReactNode;
  /** Header of the source address column. */
  ip: ReactNode;
  /** Header of the details column. */
  details: ReactNode;
}

export interface AttacksTableProps extends Omit<
  TableProps<AttackRecord>,
  'caption' | 'columns' | 'rows' | 'rowKey' | 'getRowKey' | 'rowHeader' | 'emptyMessage'
> {
  /** The attacks, most recent first. */
  attacks: readonly AttackRecord[];
  /**
   * Title of the table.
   * @default 'Attaques récentes'
   */
  caption?: ReactNode;
  /**
   * Message shown when there is no attack.
   * @default 'Aucune attaque détectée'
   */
  emptyMessage?: ReactNode;
  /** Column headers; any left out keep the French ones of `messages.ts`. */
  headers?: Partial<AttacksTableHeaders>;
  /** IANA time zone the times are shown in; the `LocaleProvider`'s by default. */
  timeZone?: string;
  /** Locale of the date and time format; the `LocaleProvider`'s by default. */
  locale?: string;
}

/**
 * The recent attacks of the security status page, built on `Table`: time (in a `<time>` element, shown in
 * the given time zone), type, source address and details, with a message when there is none.
 */
export function AttacksTable({
  attacks,
  caption,
  emptyMessage,
  headers,
  timeZone,
  locale,
  ...rest
}: AttacksTableProps) {
  const columns = useMemo<TableColumn<AttackRecord>[]>(() => {
    const header = (key: keyof AttacksTableHeaders) => headers?.[key] ?? messages.headers[key];
    const formatTime = (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? (
        iso
      ) : (
        <FormattedDateTime
          value={date}
          options={{ dateStyle: 'short', timeStyle: 'medium' }}
          locale={locale}
          timeZone={timeZone}
        />
      );
    };
    return [
      {
        key: 'timestamp',
        header: header('timestamp'),
        render: (row) => (
          <time className={styles.time} dateTime={row.timestamp}>
            {formatTime(row.timestamp)}
          </time>
        ),
      },
      {
        key: 'type',
        header: header('type'),
        render: (row) => (
          <Badge tone="danger" size="sm">
            {row.type}
          </Badge>
        ),
      },
      { key: 'ip', header: header('ip'), render: (row) => <span className={styles.ip}>{row.ip}</span> },
      {
        key: 'details',
        header: header('details'),
        render: (row) => <span className={styles.details}>{row.details}</span>,
      },
    ];
  }, [headers, locale, timeZone]);

  return (
    <Table
      caption={caption ?? messages.caption}
      columns={columns}
      rows={attacks}
      getRowKey={(row, index) => row.id ?? `${row.timestamp}-${row.ip}-${index}`}
      rowHeader="timestamp"
      emptyMessage={emptyMessage ?? messages.emptyMessage}
      {...rest}
    />
  );
}
