import { expect } from '@playwright/test';
import { defaultViewport, test } from './support/preview';
import { missingStyles, requestedViewport, runStory, testedStories } from './support/storybook';

/**
 * Every story of the static Storybook, as a designer or Chromatic opens it: it renders, its
 * `play` function passes, axe finds no violation, the page logs no error, and the package's
 * styles are all there. The Vitest project runs the same stories from source; this one catches
 * what only the production build breaks (styles dropped as side-effect-free, lazy chunks).
 */
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
