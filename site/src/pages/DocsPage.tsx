import {
  Button,
  Card,
  CardBody,
  CardFooter,
  CardGrid,
  CardGridItem,
  CardHeader,
  CardTitle,
  DocCard,
  EmptyState,
  FilterBar,
  Heading,
  Hero,
  Link as TextLink,
  Section,
  SectionHeader,
  Stack,
  Text,
  type HeadingLevel,
} from '@company/ui';
import { ArrowRight, RotateCcw, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { RouterLink } from '../components/RouterLink';
import {
  defaultDocCategory,
  docCategories,
  docCategoryLabel,
  docHref,
  docItems,
  docResources,
  docsHero,
  docsResultLabel,
  filterDocs,
  groupDocsByCategory,
  type DocCategory,
  type DocItem,
} from '../data/docs';
import { PageHead } from '../seo/PageHead';

const featuredDocs = docItems.filter((item) => item.featured);

const isDocCategory = (value: string): value is DocCategory =>
  docCategories.some((category) => category.value === value);

function DocGrid({ items, level }: { items: readonly DocItem[]; level: HeadingLevel }) {
  return (
    <CardGrid as="ul" columns={3}>
      {items.map((item) => (
        <CardGridItem key={item.id}>
          <DocCard
            level={level}
            title={item.title}
            href={docHref(item.id)}
            linkComponent={RouterLink}
            description={item.description}
            category={docCategoryLabel(item.category)}
            readTime={`${item.readTime} ${docsHero.readTimeSuffix}`}
            difficulty={item.difficulty}
            featured={item.featured}
          />
        </CardGridItem>
      ))}
    </CardGrid>
  );
}

export function DocsPage() {
  const [category, setCategory] = useState<DocCategory>(defaultDocCategory);
  const [query, setQuery] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const results = filterDocs(docItems, category, query);

  const reset = () => {
    setQuery('');
    setCategory(defaultDocCategory);
    // The button that was pressed disappears with the empty state; the search box takes the focus back.
    searchInput.current?.focus();
  };

  const panel =
    results.length === 0 ? (
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
              <Link to="/support">{docsHero.emptySupportLabel}</Link>
            </Button>
          </Stack>
        }
      />
    ) : category === 'all' ? (
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
    ) : (
      <DocGrid items={results} level={3} />
    );

  return (
    <>
      <PageHead title={docsHero.title} description={docsHero.metaDescription} />
      <Hero title={docsHero.title} text={docsHero.lead} />

      <Section aria-labelledby="docs-featured">
        <SectionHeader id="docs-featured" title={docsHero.featuredTitle} intro={docsHero.featuredIntro} />
        <DocGrid items={featuredDocs} level={3} />
      </Section>

      <Section tone="subtle" aria-labelledby="docs-browse">
        <Stack gap="6">
          <SectionHeader id="docs-browse" title={docsHero.browseTitle} intro={docsHero.browseIntro} />
          <FilterBar
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
          >
            {panel}
          </FilterBar>
        </Stack>
      </Section>

      <Section aria-labelledby="docs-resources">
        <SectionHeader id="docs-resources" title={docsHero.resourcesTitle} intro={docsHero.resourcesIntro} />
        <CardGrid as="ul" columns={4}>
          {docResources.map((resource) => (
            <CardGridItem key={resource.href}>
              <Card>
                <CardHeader>
                  <CardTitle level={3}>{resource.title}</CardTitle>
                </CardHeader>
                <CardBody>
                  <p>{resource.description}</p>
                </CardBody>
                <CardFooter>
                  <Text as="span" weight="semibold">
                    <TextLink asChild icon={<ArrowRight />} iconPosition="end">
                      <Link to={resource.href}>{resource.linkLabel}</Link>
                    </TextLink>
                  </Text>
                </CardFooter>
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
