import { Button, EmptyState, FilterBar, Heading, Section, SectionHeader, Stack } from '@company/ui';
import { RotateCcw, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { RouterLink } from '../../components/RouterLink';
import {
  defaultDocCategory,
  docCategories,
  docsHero,
  docsResultLabel,
  filterDocs,
  groupDocsByCategory,
  type DocCategory,
  type DocItem,
} from '../../data/docs';
import { scriptControls } from '../../layout/noScript';
import { DocGrid } from './DocGrid';

const isDocCategory = (value: string): value is DocCategory =>
  docCategories.some((category) => category.value === value);

/** The whole list of documents, by category and with a search box: the interactive part of /docs. */
export function DocsBrowser({ docs }: { docs: readonly DocItem[] }) {
  const [category, setCategory] = useState<DocCategory>(defaultDocCategory);
  const [query, setQuery] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const results = filterDocs(docs, category, query);

  // Words typed while the code was on its way are in the box but filtered nothing yet: once the
  // list can answer, it takes them up, so the visitor never has to type them again.
  useEffect(() => {
    const typed = searchInput.current?.value ?? '';
    if (typed !== '') setQuery(typed);
  }, []);

  const reset = () => {
    setQuery('');
    setCategory(defaultDocCategory);
    // The button that was pressed disappears with the empty state; the search box takes the focus back.
    searchInput.current?.focus();
  };

  // Every tab's results are in the HTML, so a tab chosen before the script arrives shows its
  // documents at once (the page's head script switches the panels).
  const resultsOf = (filter: string) => {
    const results = isDocCategory(filter) ? filterDocs(docs, filter, query) : [];
    if (results.length === 0)
      return (
        <EmptyState
          level={3}
          icon={<SearchX />}
          title={docsHero.emptyTitle}
          description={docsHero.emptyText}
          action={
            <Stack direction="row" wrap justify="center" gap="3">
              <Button icon={<RotateCcw />} onClick={reset}>
                {docsHero.resetLabel}
              </Button>
              <Button asChild variant="outline">
                <RouterLink href="/support">{docsHero.emptySupportLabel}</RouterLink>
              </Button>
            </Stack>
          }
        />
      );
    if (filter !== 'all') return <DocGrid items={results} level={3} />;
    return (
      <Stack gap="10">
        {groupDocsByCategory(results).map((group) => (
          <section key={group.category} aria-labelledby={`docs-group-${group.category}`}>
            <Stack gap="4">
              <Heading id={`docs-group-${group.category}`} level={3} size="heading4">
                {group.label}
              </Heading>
              <DocGrid items={group.items} level={4} />
            </Stack>
          </section>
        ))}
      </Stack>
    );
  };

  return (
    <Section tone="subtle" aria-labelledby="docs-browse">
      <Stack gap="6">
        <SectionHeader id="docs-browse" title={docsHero.browseTitle} intro={docsHero.browseIntro} />
        {/* Without JavaScript, the search box and the tabs are not shown: « Tous » lists every document. */}
        <FilterBar
          {...scriptControls}
          filters={docCategories}
          filter={category}
          onFilterChange={(value) => {
            if (isDocCategory(value)) setCategory(value);
          }}
          query={query}
          onQueryChange={setQuery}
          searchLabel={docsHero.searchLabel}
          searchPlaceholder={docsHero.searchPlaceholder}
          searchRef={searchInput}
          filtersLabel={docsHero.tabsLabel}
          status={docsResultLabel(results.length)}
          renderResults={resultsOf}
        />
      </Stack>
    </Section>
  );
}
