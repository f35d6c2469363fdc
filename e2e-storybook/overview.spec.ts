import { expect, test, type Page } from '@playwright/test';
import { readIndex, type IndexEntry } from './support/storybook';

const index = readIndex();
/** One entry per component: its title and its autodocs page. */
const components = index.filter((entry) => entry.type === 'docs' && entry.importPath.endsWith('.stories.tsx'));
const docsIds = new Set(index.filter((entry) => entry.type === 'docs').map((entry) => entry.id));
const overview = index.find((entry) => entry.id === 'overview--docs');
const guide = index.find((entry) => entry.type === 'docs' && entry.title === 'Guides/Choisir un composant');
const nameOf = (title: string) => title.split('/').pop()!;

/**
 * The French names a component's docs page gives the sidebar search: the name of its `FrenchNames`
 * story, « Bouton · bouton d’action · appel à l’action · CTA ».
 */
const frenchNames = (docs: IndexEntry) =>
  docs.anchors
    ?.find((anchor) => anchor.id.endsWith('--french-names'))
    ?.title.split(' · ')
    .map((name) => name.trim().toLowerCase()) ?? [];

const openDocs = async (page: Page, id: string) => {
  await page.goto(`/iframe.html?id=${id}&viewMode=docs`);
  await expect(page.locator('#storybook-docs h1').first()).toBeVisible();
};

test('the overview shows every component with a thumbnail that loads, at a readable size', async ({ page }) => {
  await openDocs(page, 'overview--docs');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const headings = await page.locator('#storybook-docs h3').allTextContents();
  const missing = components
    .map((docs) => nameOf(docs.title))
    .filter((name) => !headings.some((heading) => heading.endsWith(`· ${name}`)));
  expect(missing).toEqual([]);

  const images = page.locator('#storybook-docs img');
  await expect(images).toHaveCount(components.length);
  // The thumbnails load lazily, as the reader scrolls to them.
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('#storybook-docs img')).every((image) => image.complete),
  );
  const shown = await images.evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((image) => {
      const natural = { width: image.naturalWidth, height: image.naturalHeight };
      const box = image.getBoundingClientRect();
      // What is painted: `object-fit: contain` fits the picture inside the element's box.
      const fit = getComputedStyle(image).objectFit;
      const scale =
        fit === 'contain' || fit === 'scale-down'
          ? Math.min(box.width / natural.width, box.height / natural.height, fit === 'scale-down' ? 1 : Infinity)
          : box.width / natural.width;
      return { src: new URL(image.src).pathname, natural, scale, height: natural.height * scale };
    }),
  );
  expect(shown.filter((image) => image.natural.width === 0).map((image) => image.src)).toEqual([]);

  // Readable: the component shows at 40 % of its size at least, never enlarged, and a small one
  // (a button, a badge) at its own height, or 48 px of it. A whole-width baseline shrunk into the
  // card shows a button 10 px tall.
  const unreadable = shown
    .filter(({ natural, scale, height }) => scale < 0.4 || scale > 1.01 || height < Math.min(natural.height, 48) - 1)
    .map(({ src, natural, scale, height }) => ({
      src,
      natural: `${natural.width}×${natural.height}`,
      scale: Math.round(scale * 100) / 100,
      height: Math.round(height),
    }));
  expect(unreadable).toEqual([]);
});

test('the overview reads in order: headings that skip no level, one link per component with a name of its own', async ({
  page,
}) => {
  await openDocs(page, 'overview--docs');
  const content = page.locator('#storybook-docs .sbdocs-content');
  const levels = await content
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1)).toEqual([]);

  // The links to other pages as screen readers list them, thumbnails included unless hidden from them.
  const snapshot = await content.ariaSnapshot();
  const names = [...snapshot.matchAll(/- link "((?:[^"\\]|\\.)*)".*\n\s*- \/url: "?\?path=/g)].map(
    (match) => match[1]!,
  );
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  const cards = components.map((docs) => `Open ${nameOf(docs.title)}`);
  expect(names.filter((name) => !cards.includes(name))).toEqual(['Choisir un composant']);
  expect(names.length).toBe(cards.length + 1);
});

test('the sidebar search finds each component once, on its own docs page', () => {
  // The search lists the markdown headings of docs pages (`experimentalSearchDocsHeadings`); a
  // component's page carries its French names as the name of its `FrenchNames` story.
  expect(components.filter((docs) => !frenchNames(docs).length).map((docs) => docs.title)).toEqual([]);
  for (const page of [overview, guide]) {
    expect(page, 'the page is in the index').toBeDefined();
    expect(page!.anchors?.length, `${page!.title} has headings in the search`).toBeGreaterThan(3);
    const headings = new Set(
      page!.anchors!.flatMap((anchor) => anchor.title.split(' · ')).map((part) => part.trim().toLowerCase()),
    );
    const twice = components.flatMap((docs) =>
      frenchNames(docs)
        .filter((name) => headings.has(name))
        .map((name) => `« ${name} » (${docs.title})`),
    );
    expect(twice, `French names that ${page!.title} also lists as headings`).toEqual([]);
  }
});

test('the guide « Choisir un composant » links each component it compares to its docs page', async ({ page }) => {
  expect(guide).toBeDefined();
  await openDocs(page, guide!.id);
  const hrefs = await page
    .locator('#storybook-docs a[href*="path=/docs/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const ids = hrefs.map((href) => /path=\/docs\/([^&#]+)/.exec(href)![1]!);
  expect(ids.filter((id) => !docsIds.has(id))).toEqual([]);
  const linked = new Set(ids.map((id) => nameOf(index.find((entry) => entry.id === id)!.title)));
  const compared = [
    ['Alert', 'Toast', 'StatusBanner', 'FormActions', 'EmptyState', 'LoadingState', 'Skeleton', 'Spinner'],
    ['ProgressBar', 'Checkbox', 'Switch', 'RadioGroup', 'Select', 'Tabs', 'FilterBar'],
    ['Card', 'IconCard', 'CardGrid', 'FeatureList', 'StatusList', 'DescriptionList', 'Table'],
    ['Dialog', 'AlertDialog', 'Popover', 'Tooltip', 'DropdownMenu', 'RestrictedAccessDialog'],
    ['TextInput', 'TextArea', 'NumberField', 'DatePicker', 'Combobox', 'DataTable'],
    ['Link', 'SideNav', 'Breadcrumbs', 'Pager', 'Accordion', 'SkipLinks'],
  ].flat();
  expect(compared.filter((name) => !linked.has(name))).toEqual([]);

  // The Introduction and the Overview lead to it.
  for (const from of ['introduction--docs', 'overview--docs']) {
    await openDocs(page, from);
    await expect(page.getByRole('link', { name: 'Choisir un composant' })).toHaveAttribute(
      'href',
      `?path=/docs/${guide!.id}`,
    );
    // The Introduction leads to every foundation too.
    if (from === 'introduction--docs') {
      const foundations = index
        .filter((entry) => entry.type === 'docs' && entry.title.startsWith('Foundations/'))
        .map((entry) => `?path=/docs/${entry.id}`);
      const linkedFrom = await page
        .locator('#storybook-docs a[href*="path=/docs/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(foundations.filter((href) => !linkedFrom.includes(href))).toEqual([]);
    }
  }
});

test('a link of the guide opens the component’s docs in place', async ({ page }) => {
  await page.goto(`/?path=/docs/${guide?.id}`);
  const preview = page.frameLocator('#storybook-preview-iframe');
  // A cold manager loads its UI, then the preview, then the page: as long as any docs page takes.
  await preview
    .getByRole('row', { name: /StatusBanner/ })
    .getByRole('link', { name: 'StatusBanner' })
    .click({
      timeout: 15_000,
    });
  await expect(page).toHaveURL(/path=\/docs\/feedback-statusbanner--docs/);
  await expect(preview.getByRole('heading', { level: 1, name: 'StatusBanner' })).toBeVisible({ timeout: 15_000 });
});
