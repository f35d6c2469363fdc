import { expect } from '@playwright/test';
import { defaultViewport, test } from './support/preview';
import {
  darkStories,
  missingStyles,
  requestedViewport,
  runStory,
  testedStories,
  type Scheme,
} from './support/storybook';
import { expectStoryScreenshot } from './support/visual';

/**
 * Every story of the static Storybook, as a designer or Chromatic opens it: it renders, its `play`
 * function passes, axe finds no violation, the page logs no error, the package's styles are all
 * there, and it looks as its baseline does. Each component's main states (the stories of its docs
 * page) again in the dark scheme, with axe's contrast checks and baselines of their own.
 */
test.describe.configure({ mode: 'parallel' });

const runs: { scheme: Scheme; stories: typeof testedStories }[] = [
  { scheme: 'light', stories: testedStories },
  { scheme: 'dark', stories: darkStories },
];

for (const { scheme, stories } of runs) {
  test.describe(scheme, () => {
    test.use({ scheme });

    for (const story of stories()) {
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
        await expectStoryScreenshot(page, story, scheme);
        expect(errors, 'console errors').toEqual([]);
        expect(navigations, 'pages the story navigated the preview to').toEqual([]);
      });
    }
  });
}
