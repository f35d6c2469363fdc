'use client';

import { useId } from 'react';
import { ChevronLeft } from '../../icons/ChevronLeft';
import { ChevronRight } from '../../icons/ChevronRight';
import { mirrored } from '../../utils/icon.css';
import { IconButton } from '../IconButton/IconButton';
import type { Messages } from '../LocaleProvider/messages';
import { formatMessage } from '../LocaleProvider/messages';
import { Select } from '../Select/Select';
import * as styles from './DataTable.css';

export interface DataTablePaginationProps {
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  text: Messages['dataTable'];
  formatNumber: (value: number) => string;
}

/**
 * The bar under a paginated DataTable: the rows per page, the current page (announced politely when
 * it changes) and the buttons to the previous and next pages. A button that leads nowhere stays
 * focusable (`aria-disabled`), so the focus is not lost on the last page.
 */
export function DataTablePagination({
  pageIndex,
  pageCount,
  pageSize,
  pageSizeOptions,
  onPageIndexChange,
  onPageSizeChange,
  text,
  formatNumber,
}: DataTablePaginationProps) {
  const sizeId = useId();
  const pages = Math.max(pageCount, 1);
  const canPrevious = pageIndex > 0;
  const canNext = pageIndex < pages - 1;
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
    <div role="group" aria-label={text.paginationLabel} className={styles.pagination}>
      {sizes.length > 1 ? (
        <span className={styles.pageSize}>
          <label htmlFor={sizeId}>{text.pageSizeLabel}</label>
          <Select
            id={sizeId}
            size="sm"
            value={String(pageSize)}
            onValueChange={(value) => onPageSizeChange(Number(value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {formatNumber(size)}
              </option>
            ))}
          </Select>
        </span>
      ) : null}
      <span className={styles.pageStatus} aria-live="polite" aria-atomic="true">
        {formatMessage(text.pageStatus, { page: formatNumber(pageIndex + 1), pageCount: formatNumber(pages) })}
      </span>
      <span className={styles.pageButtons}>
        <IconButton
          variant="outline"
          size="sm"
          icon={<ChevronLeft className={mirrored} />}
          aria-label={text.previousPageLabel}
          aria-disabled={!canPrevious || undefined}
          onClick={() => {
            if (canPrevious) onPageIndexChange(pageIndex - 1);
          }}
        />
        <IconButton
          variant="outline"
          size="sm"
          icon={<ChevronRight className={mirrored} />}
          aria-label={text.nextPageLabel}
          aria-disabled={!canNext || undefined}
          onClick={() => {
            if (canNext) onPageIndexChange(pageIndex + 1);
          }}
        />
      </span>
    </div>
  );
}
