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
  /** Pages the preview was asked to load since the last story started (a link followed, a form sent, a reload). */
  navigations: string[];
  /** The story shown before the current one, named when the preview was lost under a story. */
  previousStory?: string;
  /** Set while the preview itself is being opened: the one page load it is allowed. */
  opening: boolean;
  /** Set when a story failed: the next one starts from a fresh preview. */
  dirty: boolean;
}

async function open(preview: Preview) {
  preview.opening = true;
  try {
    await openPreview(preview.page);
  } finally {
    preview.opening = false;
  }
}

// One preview per worker, switched from story to story as the Storybook UI does.
const test = base.extend<{ preview: Preview }, { workerPreview: Preview }>({
  workerPreview: [
    async ({ browser }, run) => {
      const page = await browser.newPage({ locale: 'fr-FR', viewport: defaultViewport });
      const preview: Preview = { page, errors: [], navigations: [], opening: false, dirty: false };
      // A story that follows a link, sends a form or reloads would replace the preview under the
      // next story. Such a request is answered with 204 No Content, which leaves the page where it
      // is, and the story that made it fails.
      await page.route('**/*', async (route) => {
        const request = route.request();
        if (preview.opening || !request.isNavigationRequest() || request.frame() !== page.mainFrame())
          return route.fallback();
        preview.navigations.push(`${request.method()} ${request.url()}`);
        await route.fulfill({ status: 204 });
      });
      page.on('console', (message) => {
        if (message.type() === 'error') preview.errors.push(message.text());
      });
      page.on('pageerror', (error) => preview.errors.push(error.message));
      await open(preview);
      await run(preview);
      await page.close();
    },
    { scope: 'worker' },
  ],
  preview: async ({ workerPreview }, run, testInfo) => {
    if (workerPreview.dirty) {
      await open(workerPreview);
      workerPreview.dirty = false;
    }
    workerPreview.errors.length = 0;
    workerPreview.navigations.length = 0;
    await run(workerPreview);
    workerPreview.previousStory = testInfo.title;
    if (testInfo.status !== testInfo.expectedStatus) workerPreview.dirty = true;
  },
});

test.describe.configure({ mode: 'parallel' });

for (const story of testedStories()) {
  test(`${story.title} › ${story.name}`, async ({ preview }) => {
    const { page, errors, navigations } = preview;
    // A story that asks for a viewport (mobile, tablet) runs at that size, as the toolbar shows it.
    await page.setViewportSize((await requestedViewport(page, story.id)) ?? defaultViewport);
    const outcome = await runStory(page, story.id).catch((error: Error) => {
      throw new Error(
        `${error.message}\nPages requested meanwhile: ${JSON.stringify(navigations)}; story shown before: ${preview.previousStory ?? 'none'}`,
        { cause: error },
      );
    });

    expect(outcome.problems, 'render, play function and axe').toEqual([]);
    expect(outcome.status).toBe('success');
    expect(await missingStyles(page), "the package's styles").toEqual([]);
    expect(errors, 'console errors').toEqual([]);
    expect(navigations, 'pages the story navigated the preview to').toEqual([]);
  });
}
