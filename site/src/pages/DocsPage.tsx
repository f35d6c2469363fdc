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
  Field,
  Hero,
  Section,
  SectionHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextInput,
  type HeadingLevel,
} from '@company/ui';
import { ArrowRight, RotateCcw, Search, SearchX } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  defaultDocCategory,
  docCategories,
  docCategoryLabel,
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
import * as styles from './DocsPage.css';
import { mutedNote, subheading } from './pageLayout.css';

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
          <div className={styles.emptyActions}>
            <Button icon={<RotateCcw />} onClick={reset}>
              {docsHero.resetLabel}
            </Button>
            <Button asChild variant="outline">
              <Link to="/support">{docsHero.emptySupportLabel}</Link>
            </Button>
          </div>
        }
      />
    ) : category === 'all' ? (
      <div className={styles.results}>
        {groupDocsByCategory(results).map((group) => (
          <section key={group.category} className={styles.group} aria-labelledby={`docs-group-${group.category}`}>
            <h3 id={`docs-group-${group.category}`} className={subheading}>
              {group.label}
            </h3>
            <DocGrid items={group.items} level={4} />
          </section>
        ))}
      </div>
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

      <Section tone="subtle" aria-labelledby="docs-browse" containerClassName={styles.browse}>
        <SectionHeader id="docs-browse" title={docsHero.browseTitle} intro={docsHero.browseIntro} />
        {/* Filtering happens as the visitor types; Enter must not reload the page. */}
        <form role="search" className={styles.search} onSubmit={(event: FormEvent) => event.preventDefault()}>
          <Field label={docsHero.searchLabel}>
            <TextInput
              ref={searchInput}
              type="search"
              name="q"
              icon={<Search />}
              placeholder={docsHero.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
          </Field>
        </form>
        <Tabs
          value={category}
          onValueChange={(value) => {
            if (isDocCategory(value)) setCategory(value);
          }}
        >
          <TabsList aria-label={docsHero.tabsLabel}>
            {docCategories.map((entry) => (
              <TabsTrigger key={entry.value} value={entry.value}>
                {entry.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <p role="status" className={mutedNote}>
            {docsResultLabel(results.length)}
          </p>
          {docCategories.map((entry) => (
            <TabsContent key={entry.value} value={entry.value}>
              {entry.value === category ? panel : null}
            </TabsContent>
          ))}
        </Tabs>
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
                  <Link to={resource.href} className={styles.resourceLink}>
                    {resource.linkLabel}
                    <ArrowRight className={styles.resourceLinkIcon} aria-hidden="true" />
                  </Link>
                </CardFooter>
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
