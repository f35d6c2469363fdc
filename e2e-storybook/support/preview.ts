import { test as base, type Page } from '@playwright/test';
import { openPreview, type Scheme } from './storybook';

/** The preview's size unless a story asks for another. */
export const defaultViewport = { width: 1024, height: 768 };

export interface Preview {
  page: Page;
  /** Errors the page logged since the last story started. */
  errors: string[];
  /** Pages the preview was asked to load since the last story started (a link followed, a form sent, a reload). */
  navigations: string[];
  /** The story or docs page shown before the current one, named when the preview was lost under one. */
  previousStory?: string;
  /** Set while the preview itself is being opened: the one page load it is allowed. */
  opening: boolean;
  /** Set when a story failed: the next one starts from a fresh preview. */
  dirty: boolean;
  /** The spec file whose tests the preview serves. */
  file?: string;
  /** The colour scheme the preview was opened in. */
  scheme?: Scheme;
}

async function open(preview: Preview, scheme: Scheme) {
  preview.opening = true;
  try {
    await openPreview(preview.page, scheme);
    preview.scheme = scheme;
  } finally {
    preview.opening = false;
  }
}

/**
 * `test` with one preview per worker, switched from story to story (or docs page to docs page) as
 * the Storybook UI does, instead of a page load each.
 */
export const test = base.extend<{ preview: Preview; scheme: Scheme }, { workerPreview: Preview }>({
  /** The colour scheme the stories render in, as the toolbar's « Scheme » sets it. */
  scheme: ['light', { option: true }],
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
      await open(preview, 'light');
      await run(preview);
      await page.close();
    },
    { scope: 'worker' },
  ],
  preview: async ({ workerPreview, scheme }, run, testInfo) => {
    // Docs pages and stories do not share a preview, nor do the schemes: the first test of each
    // file, and of each scheme, opens its own.
    if (workerPreview.dirty || workerPreview.file !== testInfo.file || workerPreview.scheme !== scheme) {
      await open(workerPreview, scheme);
      workerPreview.dirty = false;
      workerPreview.file = testInfo.file;
    }
    // The pointer back in the corner, as on a fresh page: a story that hovered leaves no tooltip or
    // hover state under the next one.
    await workerPreview.page.mouse.move(0, 0);
    workerPreview.errors.length = 0;
    workerPreview.navigations.length = 0;
    await run(workerPreview);
    workerPreview.previousStory = testInfo.title;
    if (testInfo.status !== testInfo.expectedStatus) workerPreview.dirty = true;
  },
});
