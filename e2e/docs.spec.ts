import type { Page } from '@playwright/test';
import { docCategories, docsHero, docsResultLabel, filterDocs } from '../site/src/data/docs';
import { docItems } from './support/docPages';
import { expect, test } from './fixtures';
import { whenIslandReady } from './support/islands';
import { rememberCookieChoice } from './support/storage';

function docsBrowser(page: Page) {
  const section = page.getByRole('region', { name: docsHero.browseTitle });
  return {
    search: section.getByRole('searchbox', { name: docsHero.searchLabel }),
    tabs: section.getByRole('tablist', { name: docsHero.tabsLabel }),
    tab: (label: string) => section.getByRole('tab', { name: label, exact: true }),
    panel: section.getByRole('tabpanel'),
    count: section.getByRole('status'),
  };
}

const titlesOf = (items: readonly { title: string }[]) => items.map((item) => item.title);

/** The documents a visitor sees for a category and a query, as the page's own filter picks them. */
const expectedTitles = (category: (typeof docCategories)[number]['value'], query = '') =>
  titlesOf(filterDocs(docItems, category, query));

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
  await page.goto('/fr/docs');
});

test('a category tab shows only the documents of that category', async ({ page }) => {
  const docs = docsBrowser(page);
  // No waiting for the list's code: the first tap on a tab is kept until it can answer.
  await expect(docs.tab('Tous')).toHaveAttribute('aria-selected', 'true');
  await expect(docs.count).toHaveText(docsResultLabel(docItems.length));
  // Under « Tous », the documents are grouped under a heading per category.
  await expect(docs.panel.getByRole('heading', { level: 3 })).toHaveText(
    docCategories.filter(({ value }) => value !== 'all').map(({ label }) => label),
  );

  for (const { value, label } of docCategories.filter((category) => category.value !== 'all')) {
    await docs.tab(label).click();
    await expect(docs.tab(label)).toHaveAttribute('aria-selected', 'true');
    const titles = expectedTitles(value);
    expect(titles.length).toBeGreaterThan(0);
    await expect(docs.panel.getByRole('heading', { level: 3 })).toHaveText(titles);
    // Every card says which category it belongs to.
    await expect(docs.panel.getByRole('listitem')).toContainText(titles.map(() => label));
    await expect(docs.count).toHaveText(docsResultLabel(titles.length));
  }
  await expect(docs.panel.getByRole('heading', { name: 'Client Python avec la bibliothèque standard' })).toBeVisible();
});

test('the search filters by title and by description, within the chosen category', async ({ page }) => {
  const docs = docsBrowser(page);
  await whenIslandReady(docs.search);

  // A word of one title only, typed without its capital.
  await docs.search.fill('supervision');
  await expect(docs.panel.getByRole('heading', { level: 4 })).toHaveText([
    'Ouvrir une demande de support depuis votre supervision',
  ]);
  await expect(docs.count).toHaveText(docsResultLabel(1));

  // A word found only in a summary (« …avec urllib… »).
  await docs.search.fill('urllib');
  await expect(docs.panel.getByRole('heading', { level: 4 })).toHaveText([
    'Client Python avec la bibliothèque standard',
  ]);

  // Accents and case do not matter; the tab narrows the results further.
  await docs.search.fill('SECURIS');
  const everywhere = expectedTitles('all', 'sécuris');
  expect(everywhere.length).toBeGreaterThan(1);
  await expect(docs.panel.getByRole('heading', { level: 4 })).toHaveText(everywhere);
  await docs.tab('Guides').click();
  await expect(docs.panel.getByRole('heading', { level: 3 })).toHaveText(['Sécuriser votre compte']);
  await expect(docs.search).toHaveValue('SECURIS');
});

test('a search without results says so and can be reset', async ({ page }) => {
  const docs = docsBrowser(page);
  await whenIslandReady(docs.search);
  await docs.tab('API').click();
  await docs.search.fill('comptabilité lunaire');
  await expect(docs.panel.getByRole('heading', { name: docsHero.emptyTitle })).toBeVisible();
  await expect(docs.panel).toContainText(docsHero.emptyText);
  await expect(docs.count).toHaveText('Aucun document trouvé');
  await expect(docs.panel.getByRole('link', { name: docsHero.emptySupportLabel })).toHaveAttribute(
    'href',
    '/fr/support',
  );

  await docs.panel.getByRole('button', { name: docsHero.resetLabel }).click();
  await expect(docs.search).toHaveValue('');
  await expect(docs.search).toBeFocused();
  await expect(docs.tab('Tous')).toHaveAttribute('aria-selected', 'true');
  await expect(docs.count).toHaveText(docsResultLabel(docItems.length));
  await expect(docs.panel.getByRole('heading', { level: 4 })).toHaveCount(docItems.length);
});
