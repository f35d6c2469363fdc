import { expect, test as base, type Page } from '@playwright/test';
import { missingStyles, openPreview, requestedViewport, runStory, testedStories } from './support/storybook';

/**
 * Every story of the static Storybook, as a designer or Chromatic opens it: it renders, its
 * `play` function passes, axe finds no violation, the page logs no error, and the package's
 * styles are all there. The Vitest project runs the same stories from source; this one catches
 * what only the production build breaks (styles dropped as side-effect-free, lazy chunks).
 */
const defaultViewport = { width: 1024, height: 768 };

interface Preview {
  page: Page;
  /** Errors the page logged since the last story started. */
  errors: string[];
  /** Set when a story failed: the next one starts from a fresh preview. */
  dirty: boolean;
}

// One preview per worker, switched from story to story as the Storybook UI does.
const test = base.extend<{ preview: Preview }, { workerPreview: Preview }>({
  workerPreview: [
    async ({ browser }, run) => {
      const page = await browser.newPage({ locale: 'fr-FR', viewport: defaultViewport });
      const preview: Preview = { page, errors: [], dirty: false };
      page.on('console', (message) => {
        if (message.type() === 'error') preview.errors.push(message.text());
      });
      page.on('pageerror', (error) => preview.errors.push(error.message));
      await openPreview(page);
      await run(preview);
      await page.close();
    },
    { scope: 'worker' },
  ],
  preview: async ({ workerPreview }, run, testInfo) => {
    if (workerPreview.dirty) {
      await openPreview(workerPreview.page);
      workerPreview.dirty = false;
    }
    workerPreview.errors.length = 0;
    await run(workerPreview);
    if (testInfo.status !== testInfo.expectedStatus) workerPreview.dirty = true;
  },
});

test.describe.configure({ mode: 'parallel' });

for (const story of testedStories()) {
  test(`${story.title} › ${story.name}`, async ({ preview: { page, errors } }) => {
    // A story that asks for a viewport (mobile, tablet) runs at that size, as the toolbar shows it.
    await page.setViewportSize((await requestedViewport(page, story.id)) ?? defaultViewport);
    const outcome = await runStory(page, story.id);

    expect(outcome.problems, 'render, play function and axe').toEqual([]);
    expect(outcome.status).toBe('success');
    expect(await missingStyles(page), "the package's styles").toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });
}
