import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { faqCategories, legalPages, type LegalPageId } from './support/content';
import { rememberCookieChoice } from './support/storage';

// The FAQ answers and the legal sections sit in accordions. A closed item's content stays in the
// page, hidden until found: crawlers and the FAQPage structured data get every answer, and the
// browser's find-in-page reaches it and opens its item.

const faqItems = faqCategories.flatMap((category) => category.items);

const legalPaths: Record<LegalPageId, string> = {
  legal: '/fr/legal',
  privacy: '/fr/privacy',
  terms: '/fr/terms',
  cookies: '/fr/cookies',
};
const legalEntries = Object.entries(legalPages) as [LegalPageId, (typeof legalPages)[LegalPageId]][];

/** Text content of the closed sections of the page's main content, in order. */
const closedTexts = (page: Page) =>
  page
    .getByRole('main')
    .locator('[hidden="until-found"]')
    .evaluateAll((panels) => panels.map((panel) => panel.textContent));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ holds every answer, marked closed and hidden until found, and shows each to be read', async ({
    page,
  }) => {
    await page.goto('/fr/faq');
    expect(faqItems).toHaveLength(12);
    expect(await closedTexts(page)).toEqual(faqItems.map((item) => item.answer));
    for (const { question, answer } of faqItems) {
      await expect(page.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'false');
      // No script opens a closed item: the page shows every answer instead (its <noscript> style).
      await expect(page.getByText(answer, { exact: true })).toBeVisible();
    }
  });

  test('every answer of the FAQPage structured data is in the page text', async ({ page }) => {
    await page.goto('/fr/faq');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = blocks
      .map((block) => JSON.parse(block) as { '@type': string; mainEntity?: unknown })
      .find((node) => node['@type'] === 'FAQPage');
    const entities = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities).toHaveLength(faqItems.length);
    const text = (await page.getByRole('main').textContent()) ?? '';
    expect(entities.filter((entity) => !text.includes(entity.acceptedAnswer.text))).toEqual([]);
    const questions = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
    expect(entities.map((entity) => entity.name)).toEqual(questions);
  });

  for (const [id, legal] of legalEntries) {
    test(`${legalPaths[id]} holds every section, the first open, the others marked hidden until found and shown`, async ({
      page,
    }) => {
      await page.goto(legalPaths[id]);
      const [open, ...closed] = legal.sections;
      expect(await closedTexts(page)).toEqual(closed.map((section) => section.content.join('')));
      const region = page.getByRole('region', { name: open?.title });
      for (const paragraph of open?.content ?? []) await expect(region.getByText(paragraph)).toBeVisible();
      for (const section of closed) {
        await expect(page.getByRole('button', { name: section.title })).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByText(section.content[0] ?? '', { exact: true })).toBeVisible();
      }
    });
  }
});

for (const path of ['/fr/faq', legalPaths.legal]) {
  test(`${path}: with its page script, a closed item takes no room until it is opened`, async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto(path);
    const closed = page.getByRole('main').locator('[hidden="until-found"]');
    expect(await closed.count()).toBeGreaterThan(5);
    for (const panel of await closed.all())
      expect(await panel.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
  });
}

test.describe('in the browser', () => {
  test.beforeEach(async ({ page }) => {
    await rememberCookieChoice(page);
  });

  test('the event find-in-page fires on a closed answer opens it, and no other', async ({ page }) => {
    await page.goto('/fr/faq');
    const target = faqItems[4];
    if (!target) throw new Error('site/src/data/faq.ts has too few questions');
    const trigger = page.getByRole('button', { name: target.question });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // What the browser fires on a hidden-until-found element before it shows a match inside it.
    await page.locator('[hidden="until-found"]', { hasText: target.answer }).dispatchEvent('beforematch');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const region = page.getByRole('region', { name: target.question });
    await expect(region).toBeVisible();
    await expect(region).toHaveText(target.answer);
    for (const other of faqItems.filter((item) => item !== target)) {
      await expect(page.getByRole('button', { name: other.question })).toHaveAttribute('aria-expanded', 'false');
    }
    // The item closes again as any other.
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(target.answer, { exact: true })).toBeHidden();
  });

  for (const [id, legal] of legalEntries) {
    const section = legal.sections.at(-1);
    if (!section) throw new Error(`${id} has no section`);
    test(`${legalPaths[id]}: a link to a text in a closed section opens it`, async ({ page }) => {
      // A text fragment: the browser finds the words as find-in-page does and reveals them.
      const words = section.content[0]?.split(' ').slice(0, 6).join(' ') ?? '';
      await page.goto(`${legalPaths[id]}#:~:text=${encodeURIComponent(words)}`);
      await expect(page.getByRole('button', { name: section.title })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: section.title }).getByText(words)).toBeVisible();
    });
  }

  test('closed answers are out of the accessibility tree until they open', async ({ page }) => {
    await page.goto('/fr/faq');
    // Chromium's own tree, as a screen reader receives it.
    const exposed = async () => {
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
      };
      await cdp.detach();
      const shown = nodes.filter((node) => !node.ignored);
      return {
        regions: shown.filter((node) => node.role?.value === 'region').map((node) => node.name?.value),
        text: shown.map((node) => node.name?.value ?? '').join('\n'),
      };
    };
    const closed = await exposed();
    for (const { question, answer } of faqItems) {
      expect(closed.regions, question).not.toContain(question);
      expect(closed.text, answer).not.toContain(answer);
    }

    const [item] = faqItems;
    if (!item) throw new Error('site/src/data/faq.ts has no question');
    await page.getByRole('button', { name: item.question }).click();
    await expect(page.getByRole('region', { name: item.question })).toBeVisible();
    const opened = await exposed();
    expect(opened.regions).toContain(item.question);
    expect(opened.text).toContain(item.answer);
  });
});
