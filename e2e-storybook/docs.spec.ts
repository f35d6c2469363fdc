import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blocksGroup, componentGroups } from '../.storybook/sidebar.mjs';
import { exampleProblems, framedStoriesSettled, missingStyles, readIndex, storybook } from './support/storybook';

const index = readIndex();
/** One entry per component: its title and its autodocs page. */
const components = index.filter((entry) => entry.type === 'docs' && entry.importPath.endsWith('.stories.tsx'));

test('every component sits in a group named by its purpose', () => {
  expect(components.length).toBeGreaterThan(40);
  const misplaced = components
    .map((entry) => entry.title)
    .filter((title) => ![...componentGroups, blocksGroup].includes(title.split('/')[0]!));
  expect(misplaced).toEqual([]);
  // The sidebar sorts them as .storybook/sidebar.mjs lists them (preview.tsx spells the order out),
  // this site's blocks last.
  const order = [...new Set(components.map((entry) => entry.title.split('/')[0]!))];
  expect(order).toEqual([...componentGroups, blocksGroup].filter((group) => order.includes(group)));
});

// Behaviour scenarios (`*.features.stories.tsx`, tagged `scenario`) run in the story tests but
// stay out of the sidebar, which lists what designers read (.storybook/main.ts `tags`).
test('the sidebar lists the examples and the docs, not the test scenarios', async ({ page }) => {
  const scenarios = new Set(
    index.filter((entry) => entry.type === 'story' && entry.tags.includes('scenario')).map((entry) => entry.id),
  );
  expect(scenarios.size, 'scenarios in the built Storybook').toBeGreaterThan(100);
  await page.goto(`${storybook.baseURL}/?path=/docs/overview--docs`);
  const tree = page.locator('#storybook-explorer-tree');
  await expect(tree.locator('[data-nodetype="component"]').first()).toBeVisible({ timeout: 15_000 });
  // Storybook's shortcut « Expand all items on sidebar ».
  await page.keyboard.press('ControlOrMeta+Shift+ArrowDown');
  await expect(tree.locator('[data-nodetype="story"]')).not.toHaveCount(0);
  const listed = await tree
    .locator('[data-nodetype="story"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-item-id')));
  expect(listed.length, 'stories in the sidebar').toBeGreaterThan(300);
  const listedScenarios = listed.filter((id) => id && scenarios.has(id));
  expect(
    listedScenarios.length,
    `scenarios in the sidebar: ${listedScenarios.slice(0, 5).join(', ')}`,
  ).toBeLessThanOrEqual(20);
});

// Every component's stories export a `FrenchNames` story (the `company/story-french-names` lint rule).
test('the sidebar search finds components by their French names', () => {
  // The search reads the docs page's headings, which carry the French names.
  const searchable = (word: string) =>
    components
      .filter((docs) => docs.anchors?.some((anchor) => anchor.title.toLowerCase().includes(word)))
      .map((docs) => docs.title);
  expect(searchable('bandeau')).toContain('Patterns/CookieBanner');
  expect(searchable('consentement')).toContain('Patterns/CookieBanner');
  expect(searchable('onglets')).toContain('Navigation/Tabs');
});

// The foundations pages carry their French names in their titles, so designers find them in French,
// each once (a component about the same thing, such as Theme for « couleurs », may come up too).
test('the sidebar search finds each foundation by its French name, once', () => {
  const pagesMatching = (word: string) =>
    index
      .filter(
        (entry) =>
          entry.type === 'docs' &&
          (entry.title.toLowerCase().includes(word) ||
            entry.anchors?.some((anchor) => anchor.title.toLowerCase().includes(word))),
      )
      .map((entry) => entry.title);
  for (const [word, page] of [
    ['couleurs', 'Foundations/Colours'],
    ['typographie', 'Foundations/Typography'],
    ['espacement', 'Foundations/Spacing'],
    ['arrondis', 'Foundations/Radii and shadows'],
    ['animations', 'Foundations/Motion'],
    ['points de rupture', 'Foundations/Breakpoints'],
    ['icônes', 'Foundations/Icons'],
    ['superposition', 'Foundations/Layers'],
    ['contenu et ton', 'Foundations/Content and voice'],
    ['jetons', 'Foundations/Design tokens'],
  ]) {
    const pages = pagesMatching(word!);
    expect(
      pages.filter((title) => title === page),
      word,
    ).toEqual([page]);
    expect(new Set(pages).size, `${word}: a page listed twice`).toBe(pages.length);
  }
});

/**
 * The props react-docgen-typescript extracted from the package's source for a component and its
 * subcomponents: those without a JSDoc description, and the first one, to find in the table.
 */
const propsOf = (page: Page, storyId: string) =>
  page.evaluate(async (id) => {
    type Docgen = { displayName: string; props?: Record<string, { description?: string }> };
    type Documented = { __docgenInfo?: Docgen } | undefined;
    const preview = (
      globalThis as unknown as {
        __STORYBOOK_PREVIEW__: {
          ready(): Promise<void>;
          loadStory(options: {
            storyId: string;
          }): Promise<{ component?: Documented; subcomponents?: Record<string, Documented> }>;
        };
      }
    ).__STORYBOOK_PREVIEW__;
    await preview.ready();
    const story = await preview.loadStory({ storyId: id });
    const documented = [story.component, ...Object.values(story.subcomponents ?? {})];
    if (documented.some((component) => !component?.__docgenInfo?.props))
      return { undocumented: ['no props extracted from the source'], first: undefined };
    const props = documented.flatMap((component) =>
      Object.entries(component!.__docgenInfo!.props!).map(([name, prop]) => ({
        component: component!.__docgenInfo!.displayName,
        name,
        description: prop.description?.trim() ?? '',
      })),
    );
    return {
      undocumented: props.filter((prop) => !prop.description).map((prop) => `${prop.component}.${prop.name}`),
      // The table opens on the component's own tab; subcomponents' props sit behind theirs.
      first: props.find((prop) => prop.component === documented[0]!.__docgenInfo!.displayName),
    };
  }, storyId);

/** The package's latest release, from the top of its changelog. */
const latestVersion = /^## (\d+\.\d+\.\d+)$/m.exec(
  readFileSync(path.join(import.meta.dirname, '../packages/ui/CHANGELOG.md'), 'utf8'),
)?.[1];

/**
 * The status one page of each kind shows at its top: a component a pending changeset adds
 * (`.changeset/app-components.md`), one the latest release added (its changelog's « Add
 * `AlertDialog` »), one released before, and a site block. Once a release ships the changeset,
 * Combobox's page says « New in » that version, and its entry here changes with it.
 */
const statuses: Record<string, string> = {
  'Forms/Combobox': `New in ${latestVersion}`,
  'Overlays/AlertDialog': 'Stable',
  'Actions/Button': 'Stable',
  'Blocks/SiteHeader': 'Site block',
};

/**
 * What the measurements of a few pages must read: the input itself (40 px high at its default
 * size), not the field around it; the open dialog, not the `<template>` Radix renders first.
 */
const measured: Record<string, { element: string; height?: number }> = {
  'Forms/TextInput': { element: '<input>', height: 40 },
  'Overlays/Dialog': { element: '<div> role="dialog"' },
  'Overlays/AlertDialog': { element: '<div> role="alertdialog"' },
};

/**
 * The component pages with no States section yet (issue 47): a page that gains one leaves this list,
 * and no new page joins it.
 */
const withoutStates = new Set(
  'AlertDialog Badge CardGrid Code CodeBlock ConsentEmbed Container CookieBanner CookiePreferences DescriptionList DirectionProvider EmptyState FeatureList Fieldset Figure FilterBar FormActions Grid Heading IconTile List LoadingState LocaleProvider PricingCards RestrictedAccessDialog Section Separator Skeleton Spinner Stack Stat StatusList Steps Text Theme Timeline VisuallyHidden'.split(
    ' ',
  ),
);

/**
 * One page per worker opens the docs pages one after another, as a designer's tab does: the
 * preview's scripts come from the browser's cache after the first.
 */
const docsTest = test.extend<
  { docsPage: { page: Page; errors: string[] } },
  { workerPage: { page: Page; errors: string[] } }
>({
  workerPage: [
    async ({ browser }, run) => {
      const page = await browser.newPage({ baseURL: storybook.baseURL, locale: 'fr-FR' });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await run({ page, errors });
      await page.close();
    },
    { scope: 'worker' },
  ],
  docsPage: async ({ workerPage }, run) => {
    workerPage.errors.length = 0;
    await run(workerPage);
  },
});

/**
 * Every component's docs page in the static Storybook, opened by its URL as a designer's link
 * opens it: its stories (each component's main states) render with the package's styles and no
 * console error, which is what shows a component's CSS dropped by the build, and its props table
 * comes from the source with every prop described. The stories' behaviour, axe and baselines are
 * checked from source by the Vitest projects (`npm run test:stories`).
 */
test.describe('docs pages', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const docs of components) {
    docsTest(
      `${docs.title} docs: its stories styled, a props table from the source, every prop described`,
      async ({ docsPage: { page, errors } }) => {
        await page.goto(`/iframe.html?id=${docs.id}&viewMode=docs`);
        await expect(page.locator('#storybook-docs .docs-story').first()).toBeVisible({ timeout: 15_000 });
        const status = statuses[docs.title];
        if (status)
          await expect(page.locator('#storybook-docs [data-component-status]')).toHaveText(new RegExp(`^${status}`));
        const story = index.find(
          (entry) => entry.type === 'story' && entry.title === docs.title && entry.tags.includes('autodocs'),
        );
        expect(story, 'a story on the docs page').toBeDefined();
        const { undocumented, first } = await propsOf(page, story!.id);
        expect(undocumented, 'props without a description').toEqual([]);
        if (first) {
          // The props table shows them, with their descriptions.
          const row = page
            .locator('#storybook-docs .docblock-argstable')
            .getByRole('row')
            .filter({ has: page.getByText(first.name, { exact: true }) });
          // The table renders the description as Markdown: compare the plain words before any markup.
          const words = first.description
            .split(/[`*_[<]/)[0]!
            .slice(0, 30)
            .trim();
          await expect(row.first()).toContainText(words, { timeout: 15_000 });
        }
        // Framed examples load as the reader scrolls to them.
        for (const frame of await page.locator('#storybook-docs iframe').all()) await frame.scrollIntoViewIfNeeded();
        await framedStoriesSettled(page);
        expect(await missingStyles(page, '#storybook-docs .docs-story'), "the package's styles").toEqual([]);
        expect(await exampleProblems(page), 'examples blank, clipped, closed or not on a phone').toEqual([]);
        // The measurements read the component's own element in the main example, not a wrapper.
        // Skip links are out of sight until focused: nothing to measure at rest.
        if (!docs.title.startsWith(`${blocksGroup}/`) && docs.title !== 'Navigation/SkipLinks') {
          const main = page.locator('[data-measurements] th[data-measured]').first();
          await expect(main, 'the main example measured').toHaveAttribute('data-height', /^[1-9]/);
          await expect(main).toHaveAttribute('data-width', /^[1-9]/);
          const expected = measured[docs.title];
          if (expected?.height) await expect(main).toHaveAttribute('data-height', String(expected.height));
          await expect(page.locator('[data-measurements] [data-measurement="element"] td').first()).toHaveText(
            expected?.element ?? /^<(?!template)/,
          );
        }
        // No table is wider than the column it stands in (the tokens table wraps its long names),
        // and the tokens table says which part and state reads each token.
        const overflowing = await page.evaluate(() =>
          Array.from(document.querySelectorAll('#storybook-docs table'))
            .filter((table) => !table.closest('.docs-story, [data-docs-example]'))
            .filter(
              (table) =>
                table.getBoundingClientRect().width >
                Math.min(table.parentElement!.clientWidth, table.closest('.sbdocs-content')?.clientWidth ?? Infinity) +
                  1,
            )
            .map(
              (table) =>
                `${table.getAttribute('data-tokens-used') === null ? 'a table' : 'tokens'}: ${Math.round(table.getBoundingClientRect().width)} px`,
            ),
        );
        expect(overflowing, 'tables wider than their column').toEqual([]);
        if (!docs.title.startsWith(`${blocksGroup}/`) && (await page.locator('[data-tokens-used]').count()))
          await expect(page.locator('[data-tokens-used] tr[data-token-part][data-token-state]').first()).toBeVisible();
        // Every part the anatomy lists has its number on a picture (the main example's, or that of
        // the story the part names), on the part as the page shows it, with a leader line to it.
        const anatomy = () =>
          page.evaluate(() => {
            const numbers = (selector: string, attribute: string) =>
              Array.from(document.querySelectorAll(selector), (element) =>
                Number(element.getAttribute(attribute)),
              ).sort((a, b) => a - b);
            return {
              listed: numbers('#storybook-docs [data-anatomy-part]', 'data-anatomy-part'),
              numbered: numbers('[data-anatomy-callout]:not([data-found="false"])', 'data-anatomy-callout'),
              leaders: numbers('[data-anatomy-leader]', 'data-anatomy-leader'),
            };
          });
        const { listed } = await anatomy();
        // The pictures place their numbers again as portals open and frames load.
        await expect
          .poll(anatomy, { message: 'anatomy parts numbered on the picture, each with its leader line' })
          .toEqual({ listed, numbered: listed, leaders: listed });
        // Each component's states side by side, open by their props where they are overlays (the
        // pattern pages, whole screens without guidelines, show no parts and no states).
        if (!docs.title.startsWith(`${blocksGroup}/`) && listed.length)
          expect(
            // A States section, or the states as the page's main example.
            (await page.locator('#storybook-docs h2', { hasText: /^States$/ }).count()) +
              (await page.locator('#storybook-docs [id^="anchor--primary--"][id$="--states"]').count()),
            'a States section',
          ).toBe(withoutStates.has(docs.title.split('/').pop()!) ? 0 : 1);
        expect(errors, 'console errors').toEqual([]);
      },
    );
  }
});

test('Button docs list the props designers reach for, with their descriptions', async ({ page }) => {
  await page.goto('/iframe.html?id=actions-button--docs&viewMode=docs');
  for (const [prop, description] of [
    ['variant', 'Visual weight'],
    ['size', 'Height and text size'],
    ['loading', 'Shows a spinner'],
    ['fullWidth', 'Stretches the button'],
    ['asChild', 'Renders the child element'],
    ['icon', 'Icon shown before the label'],
  ]) {
    const row = page
      .locator('.docblock-argstable')
      .getByRole('row')
      .filter({ has: page.getByText(prop!, { exact: true }) });
    await expect(row.first()).toContainText(description!, { timeout: 15_000 });
  }
});

// The toolbar's dark scheme darkens the whole docs page, not only each canvas: Storybook's page,
// and what the page draws with the package's variables (the do and don't examples).
test('a docs page in the dark scheme is dark, its examples included', async ({ page }) => {
  await page.goto('/iframe.html?id=actions-button--docs&viewMode=docs&globals=scheme:dark');
  const example = page.locator('[data-docs-example]').first();
  await expect(example).toBeVisible({ timeout: 15_000 });
  const luminance = (selector: string) =>
    page.evaluate((target) => {
      let element: Element | null = document.querySelector(target);
      // The first ancestor with a background of its own is what the reader sees behind it.
      while (element && getComputedStyle(element).backgroundColor.replace(/\s/g, '').endsWith(',0)'))
        element = element.parentElement;
      const [red, green, blue] = (getComputedStyle(element ?? document.body).backgroundColor.match(/[\d.]+/g) ?? [])
        .slice(0, 3)
        .map(Number);
      return (0.2126 * red! + 0.7152 * green! + 0.0722 * blue!) / 255;
    }, selector);
  expect(await luminance('#storybook-docs .sbdocs-content'), 'the page').toBeLessThan(0.25);
  expect(await luminance('[data-docs-example]'), 'a do example').toBeLessThan(0.25);
});

/**
 * What each of a docs page's framed examples shows once loaded (Storybook's frames for overlays,
 * the phones' frames): its document's background luminance and its direction.
 */
const framedExamples = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLIFrameElement>('#storybook-docs iframe[src*="iframe.html"]')).flatMap(
      (frame) => {
        // A frame loads as it comes near the window.
        const root = frame.contentDocument?.documentElement;
        if (!root?.querySelector('[data-story-root]')) return [];
        const [red, green, blue] = (getComputedStyle(root).backgroundColor.match(/[\d.]+/g) ?? [])
          .slice(0, 3)
          .map(Number);
        return [
          {
            story: `${frame.hasAttribute('data-phone-frame') ? 'phone ' : ''}${new URL(frame.src).searchParams.get('id')}`,
            luminance: Math.round(((0.2126 * red! + 0.7152 * green! + 0.0722 * blue!) / 255) * 100) / 100,
            dir: root.getAttribute('dir') ?? 'ltr',
          },
        ];
      },
    ),
  );

/** Whether the loaded frames include an overlay's and a phone's, all in `dir` and dark or light. */
const framesFollow = async (page: Page, dark: boolean, dir: 'ltr' | 'rtl') => {
  const frames = await framedExamples(page);
  return {
    overlay: frames.some(({ story }) => !story.startsWith('phone ')),
    phone: frames.some(({ story }) => story.startsWith('phone ')),
    astray: frames.filter(
      ({ luminance, dir: actual }) => (dark ? luminance > 0.25 : luminance < 0.75) || actual !== dir,
    ),
  };
};

// A framed example loads its story alone, in a window that reads its globals from its address:
// the toolbar's scheme and direction must reach it there, at first and when they change.
test('a docs page’s framed examples follow the toolbar’s scheme and direction', async ({ page }) => {
  await page.goto('/iframe.html?id=overlays-sheet--docs&viewMode=docs&globals=scheme:dark;dir:rtl');
  // The Sheet's first phone, and the overlays' frames around it.
  await page
    .locator('#storybook-docs iframe[data-phone-frame]')
    .first()
    .evaluate((frame) => frame.scrollIntoView());
  const settled = { overlay: true, phone: true, astray: [] };
  await expect.poll(() => framesFollow(page, true, 'rtl'), { timeout: 20_000 }).toEqual(settled);
  // The anatomy's numbers stand on the right of the mirrored example, where its lines start.
  const picture = page.locator('[data-anatomy-picture]').first();
  await expect(picture).toHaveAttribute('data-direction', 'rtl');
  const sides = await picture.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Array.from(element.querySelectorAll('[data-anatomy-callout]'), (mark) => {
      const { left, right } = mark.getBoundingClientRect();
      return (left + right) / 2 > box.left + box.width / 2 ? 'right' : 'left';
    });
  });
  expect(sides.length).toBeGreaterThan(0);
  expect(new Set(sides)).toEqual(new Set(['right']));

  // The toolbar back to light, left to right, as the manager sends it to the docs page.
  await page.evaluate(() =>
    (
      globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void } }
    ).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { scheme: 'light', dir: 'ltr' } }),
  );
  await expect.poll(() => framesFollow(page, false, 'ltr'), { timeout: 20_000 }).toEqual(settled);
});

// The foundations pages as designers read them, kept as visual baselines: a token change shows
// here as a picture to review (`npx playwright test -c playwright.storybook.config.ts --update-snapshots`).
for (const foundation of index.filter((entry) => entry.type === 'docs' && entry.title.startsWith('Foundations/'))) {
  test(`${foundation.title} looks as reviewed`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/iframe.html?id=${foundation.id}&viewMode=docs`);
    await expect(page.locator('#storybook-docs h1').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Code blocks highlight once their highlighter has loaded, which lengthens the page: capture it
    // once its height has held for half a second.
    await page.waitForFunction(
      () => {
        const state = globalThis as { lastHeight?: number; heldSince?: number };
        const height = document.documentElement.scrollHeight;
        if (state.lastHeight !== height) [state.lastHeight, state.heldSince] = [height, performance.now()];
        return performance.now() - state.heldSince! >= 500;
      },
      undefined,
      { polling: 100, timeout: 15_000 },
    );
    // A long page (the built-in texts' table) takes two full-page captures of over two seconds each on a busy machine.
    await expect(page).toHaveScreenshot(`${foundation.id}.png`, { fullPage: true, timeout: 15_000 });
  });
}

test('every Storybook link of the package README and its docs pages reaches a docs page, which opens', async ({
  page,
}) => {
  const docsDir = path.join(import.meta.dirname, '../packages/ui/docs');
  const readme = [
    readFileSync(path.join(import.meta.dirname, '../packages/ui/README.md'), 'utf8'),
    ...readdirSync(docsDir).map((file) => readFileSync(path.join(docsDir, file), 'utf8')),
  ].join('\n');
  const published = 'https://www.company.example/storybook/';
  const ids = [
    ...new Set(
      [...readme.matchAll(/\]\(https:\/\/www\.company\.example\/storybook\/\?path=\/docs\/([^)]+)\)/g)].map(
        (m) => m[1]!,
      ),
    ),
  ];
  expect(ids.length).toBeGreaterThan(40);
  expect(readme).toContain(`](${published})`);
  const docsIds = new Set(index.filter((entry) => entry.type === 'docs').map((entry) => entry.id));
  expect(ids.filter((id) => !docsIds.has(id))).toEqual([]);

  // One of them, as a reader lands on it: the manager shows that page, not the first story.
  await page.goto(`/?path=/docs/${ids.find((id) => id.startsWith('layout-theme'))}`);
  await expect(
    page.frameLocator('#storybook-preview-iframe').getByRole('heading', { level: 1, name: 'Theme' }),
    // A cold manager loads its UI, then the preview, then the page: as long as any docs page takes.
  ).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/path=\/docs\/layout-theme/);
});
