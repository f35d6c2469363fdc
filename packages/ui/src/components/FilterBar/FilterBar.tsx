'use client';

import { useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import { Search } from '../../icons/Search';
import { cx } from '../../utils/cx';
import { Field } from '../Field';
import { useMessages } from '../LocaleProvider/context';
import { filterBar as english } from '../LocaleProvider/en/filterBar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { TextInput } from '../TextInput';
import * as styles from './FilterBar.css';

/** One filter: a tab above the results. */
export interface FilterBarFilter {
  /** Value reported by `onFilterChange` when the tab is chosen. */
  value: string;
  /** Visible name of the tab, such as « Guides ». */
  label: ReactNode;
}

export interface FilterBarProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The filters, one tab each, in order; the first is usually « Tous ». */
  filters: ReadonlyArray<FilterBarFilter>;
  /** Value of the chosen filter when controlled; use with `onFilterChange`. */
  filter?: string;
  /**
   * Value of the filter chosen at first when uncontrolled.
   * @default the value of the first filter
   */
  defaultFilter?: string;
  /** Called with the value of the filter the visitor chooses. */
  onFilterChange?: (filter: string) => void;
  /** Text of the search field when controlled; use with `onQueryChange`. */
  query?: string;
  /**
   * Text of the search field at first when uncontrolled.
   * @default ''
   */
  defaultQuery?: string;
  /** Called with the text of the search field as the visitor types. */
  onQueryChange?: (query: string) => void;
  /**
   * Visible label of the search field.
   * @default messages.filterBar.searchLabel ('Search' in English)
   */
  searchLabel?: ReactNode;
  /** Example of what to type, shown in the empty field. */
  searchPlaceholder?: string;
  /**
   * `name` of the search field, for a script or an enclosing form that reads it.
   * @default 'q'
   */
  searchName?: string;
  /** The search field's `<input>`, to give it the focus back (after a reset, for instance). */
  searchRef?: Ref<HTMLInputElement>;
  /**
   * Accessible name of the row of filters.
   * @default messages.filterBar.filtersLabel ('Filters' in English)
   */
  filtersLabel?: string;
  /**
   * A short line under the filters, read out when it changes: the number of results, such as
   * « 12 documents ».
   */
  status?: ReactNode;
  /** The results of the chosen filter and search, shown in the chosen tab's panel. */
  children?: ReactNode;
  /**
   * The results of each filter for the current search, one call per tab: every panel then holds
   * its results, hidden but for the chosen one, so that a tab shows its results from the
   * server-rendered HTML, before any script has hydrated the bar. Replaces `children`.
   */
  renderResults?: (filter: string) => ReactNode;
}

/**
 * A search field and a row of filters above a list of results, which the page filters as the
 * visitor types or chooses: the filters are tabs, and the results their panel; a status line says
 * how many there are. There is nothing to submit: the search is a landmark, not a form.
 */
export function FilterBar({
  filters,
  filter: filterProp,
  defaultFilter,
  onFilterChange,
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  searchLabel,
  searchPlaceholder,
  searchName = 'q',
  searchRef,
  filtersLabel,
  status,
  children,
  renderResults,
  className,
  ...rest
}: FilterBarProps) {
  const text = useMessages('filterBar', english);
  const [uncontrolledFilter, setUncontrolledFilter] = useState(() => defaultFilter ?? filters[0]?.value ?? '');
  const [uncontrolledQuery, setUncontrolledQuery] = useState(defaultQuery);
  const filter = filterProp === undefined ? uncontrolledFilter : filterProp;
  const query = queryProp === undefined ? uncontrolledQuery : queryProp;

  return (
    <div className={cx(styles.root, className)} {...rest}>
      {/* A search landmark, not a form: the results follow the typing, so there is nothing to submit,
          no button to press, and Enter reloads nothing. */}
      <div role="search" className={styles.search}>
        <Field label={searchLabel ?? text.searchLabel}>
          <TextInput
            ref={searchRef}
            type="search"
            name={searchName}
            icon={<Search />}
            placeholder={searchPlaceholder}
            value={query}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setUncontrolledQuery(next);
              onQueryChange?.(next);
            }}
          />
        </Field>
      </div>
      <Tabs
        value={filter}
        onValueChange={(next) => {
          setUncontrolledFilter(next);
          onFilterChange?.(next);
        }}
      >
        <TabsList aria-label={filtersLabel ?? text.filtersLabel}>
          {filters.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value}>
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {status === undefined ? null : (
          <p role="status" className={styles.status}>
            {status}
          </p>
        )}
        {filters.map((entry) =>
          renderResults ? (
            // Mounted while hidden, so that the HTML holds every tab's results.
            <TabsContent key={entry.value} value={entry.value} forceMount hidden={entry.value !== filter}>
              {renderResults(entry.value)}
            </TabsContent>
          ) : (
            <TabsContent key={entry.value} value={entry.value}>
              {entry.value === filter ? children : null}
            </TabsContent>
          ),
        )}
      </Tabs>
    </div>
  );
}
