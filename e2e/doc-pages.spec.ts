import type { Page } from '@playwright/test';
import { codeSamplesOf, textsOf } from '../site/src/content/sections';
import { docPageCopy, docsHero } from '../site/src/data/docs';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { docPages } from './support/docPages';
import { docTemplatePath } from './support/publicRoutes';
import { rememberCookieChoice } from './support/storage';

/**
 * The documents of /fr/docs as a visitor and a crawler meet them: each card opens the document's
 * page, whose prerendered HTML holds the whole document, its breadcrumbs and its structured data;
 * the pager leads through the list in order. Every page also goes through the public-route checks
 * (e2e/support/publicRoutes.ts): axe at two widths, no console message, its head and its h1.
 */

const origin = 'https://www.company.example';

/** Runs of white space as one, as the page's text is compared. */
const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a visitor reads of a section: its texts, and its code samples as typed. */
const textsOfSection = (html: string) => [
  ...textsOf(html).map(collapsed),
  ...codeSamplesOf(html).map(({ code }) => collapsed(code)),
];

/** The JSON-LD blocks of a document, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return [...blocks].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);
}

/** The accessible name of a pager link, however the browser spaces the colon. */
const pagerName = (direction: string, title: string) =>
  new RegExp(`^${direction}\\s?:\\s${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s')}$`);

const pager = (page: Page) => page.getByRole('navigation', { name: docPageCopy.pagerLabel });

test.describe('from the list', () => {
  test.beforeEach(async ({ page }) => {
    await rememberCookieChoice(page);
  });

  test('each card of /fr/docs opens its document’s page', async ({ page }) => {
    await page.goto('/fr/docs');
    const list = page.getByRole('region', { name: docsHero.browseTitle });
    for (const { doc, path } of docPages) {
      // The card's one link is named by the title alone.
      await list.getByRole('link', { name: doc.title, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page).toHaveTitle(`${doc.title} | Company`);
      await page.goBack();
      await expect(page).toHaveURL('/fr/docs');
    }
  });

  test('a filtered card still opens its page', async ({ page }) => {
    await page.goto('/fr/docs');
    const list = page.getByRole('region', { name: docsHero.browseTitle });
    await list.getByRole('searchbox', { name: docsHero.searchLabel }).fill('python');
    const card = list.getByRole('tabpanel').getByRole('link');
    await expect(card).toHaveCount(1);
    await card.click();
    await expect(page).toHaveURL('/fr/docs/sdk-python');
  });
});

test.describe('a document’s page', () => {
  test.beforeEach(async ({ page }) => {
    await rememberCookieChoice(page);
  });

  test('leads to the next and the previous documents, and back to the list', async ({ page }) => {
    const index = docPages.findIndex(({ doc }) => doc.id === 'envoyer-message-api');
    const [previous, current, next] = docPages.slice(index - 1, index + 2);
    if (!previous || !current || !next) throw new Error('The document needs a document on each side.');
    await page.goto(current.path);

    await pager(page)
      .getByRole('link', { name: pagerName(docPageCopy.nextLabel, next.doc.title) })
      .click();
    await expect(page).toHaveURL(next.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.doc.title);
    // Pages are read from the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await pager(page)
      .getByRole('link', { name: pagerName(docPageCopy.previousLabel, current.doc.title) })
      .click();
    await expect(page).toHaveURL(current.path);
    await pager(page)
      .getByRole('link', { name: pagerName(docPageCopy.previousLabel, previous.doc.title) })
      .click();
    await expect(page).toHaveURL(previous.path);

    const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(trail.getByRole('listitem')).toHaveText(['Accueil', 'Documentation', previous.doc.title]);
    await trail.getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL('/fr/docs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(docsHero.title);
  });

  test('the first document has no previous link, the last no next link', async ({ page }) => {
    const first = docPages[0];
    const last = docPages.at(-1);
    if (!first || !last) throw new Error('The list is empty.');
    await page.goto(first.path);
    await expect(pager(page).getByRole('link')).toHaveCount(1);
    await expect(pager(page).getByRole('link', { name: new RegExp(`^${docPageCopy.nextLabel}`) })).toBeVisible();
    await page.goto(last.path);
    await expect(pager(page).getByRole('link')).toHaveCount(1);
    await expect(pager(page).getByRole('link', { name: new RegExp(`^${docPageCopy.previousLabel}`) })).toBeVisible();
  });

  test('has no WCAG 2.2 AA violation, with every kind of block', async ({ page }) => {
    await page.goto(docTemplatePath);
    const main = page.getByRole('main');
    await expect(main.getByRole('table')).toHaveCount(1);
    await expect(main.locator('pre code')).not.toHaveCount(0);
    await expect(main.getByRole('list').first()).toBeVisible();
    await expectNoViolations(page, 'document page');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { doc, path, page: content } of docPages) {
    test(`${path} holds the whole document in its prerendered HTML`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(main.getByRole('heading', { level: 2 })).toContainText(
        content.sections.map((section) => section.title),
      );
      const text = collapsed(await main.innerText());
      const texts = [...textsOfSection(content.intro), ...content.sections.flatMap(({ html }) => textsOfSection(html))];
      expect(texts.filter((expected) => !text.includes(expected))).toEqual([]);
      await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link')).toHaveText([
        'Accueil',
        'Documentation',
      ]);
    });
  }
});

test('each page describes its document and its trail in JSON-LD', async ({ request }) => {
  for (const { doc, path } of docPages) {
    const html = await (await request.get(path)).text();
    const nodes = jsonLd(html);
    expect(
      nodes.find((node) => node['@type'] === 'TechArticle'),
      path,
    ).toMatchObject({
      headline: doc.title,
      description: doc.description,
      inLanguage: 'fr',
      url: `${origin}${path}`,
      publisher: { '@type': 'Organization', name: 'Company' },
    });
    const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement, path).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${origin}/fr/` },
      { '@type': 'ListItem', position: 2, name: 'Documentation', item: `${origin}/fr/docs` },
      { '@type': 'ListItem', position: 3, name: doc.title, item: `${origin}${path}` },
    ]);
  }
});

test('the sitemap lists every document’s page', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  for (const { path } of docPages) expect(locations).toContain(`${origin}${path}`);
});

test.describe('an unknown document', () => {
  // Chromium logs the document's own 404 status as a console error.
  test.use({ allowedConsole: [/status of 404 .*\/fr\/docs\/guide-inconnu\b/] });

  test('gets the French 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/fr/docs/guide-inconnu');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page).toHaveTitle('Page introuvable | Company');
  });
});
