import { STORY_RENDERED } from 'storybook/internal/core-events';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { addons } from 'storybook/preview-api';
import { afterEach, beforeEach, expect, vi, type TestContext } from 'vitest';
import { page } from 'vitest/browser';

/**
 * What every story test checks once the story has rendered, played and passed axe (Storybook's
 * Vitest addon): the page logged no error, and the story looks as its baseline does
 * (`stories/__screenshots__/`: light, dark right to left, or forced colours, by the Vitest project). That the
 * package's styles all reach a built Storybook is checked on its docs pages
 * (`e2e-storybook/docs.spec.ts`).
 */

type StoryContext = TestContext & { story?: ComposedStoryFn & { id: string } };

let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
    original(...args);
  });
});

/** Motion frozen and the caret hidden while a story is captured. */
const freezeMotion = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}
body { min-height: 100vh; }`;

/**
 * Waits for the fonts, and for floating panels (popovers, menus, tooltips) that floating-ui places
 * again as sizes settle, until none has moved for three frames.
 */
async function settle() {
  await document.fonts.ready;
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const placement = () =>
    Array.from(
      document.querySelectorAll('[data-radix-popper-content-wrapper], [data-radix-popper-content-wrapper] span[style]'),
      (element) => element.getAttribute('style'),
    ).join('|');
  let last = placement();
  for (let stable = 0, frames = 0; stable < 3 && frames < 120; frames++) {
    await nextFrame();
    const now = placement();
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
}

/**
 * Whether part of the story shows outside its root: a dialog or menu portalled to the body, an open
 * popover. A visually hidden element of the body (React Aria's live announcer, a 1 px box that
 * outlives its story) shows nothing.
 */
function portalled(root: Element) {
  const shows = (element: HTMLElement) => {
    const { clip, clipPath } = getComputedStyle(element);
    const visuallyHidden = clipPath === 'inset(50%)' || clip === 'rect(0px, 0px, 0px, 0px)';
    return element.getClientRects().length > 0 && !visuallyHidden;
  };
  return (
    document.querySelector(':popover-open') !== null ||
    Array.from(document.body.children).some(
      (child) =>
        child instanceof HTMLElement &&
        !child.contains(root) &&
        !['SCRIPT', 'STYLE', 'LINK'].includes(child.tagName) &&
        shows(child),
    )
  );
}

afterEach(async (context: StoryContext) => {
  const story = context.story;
  if (!story || context.task.result?.state === 'fail') return;
  const root = document.querySelector('[data-story-root]');
  if (!root) throw new Error('Story root not found: is the preview decorator missing?');

  // The pseudo-states addon writes its `:hover`-as-a-class rules once a story has rendered, as the
  // preview announces it; the test runner's channel says so here.
  addons.getChannel().emit(STORY_RENDERED, story.id);

  if (!story.tags.includes('no-baseline')) {
    const style = document.createElement('style');
    style.textContent = freezeMotion;
    document.head.append(style);
    try {
      await settle();
      window.scrollTo(0, 0);
      const target = portalled(root) ? document.body : root;
      const dark = story.globals.scheme === 'dark';
      await expect.element(page.elementLocator(target)).toMatchScreenshot(story.id.replace('--', '/'), {
        comparatorName: 'pixelmatch',
        // 0.1 misses a brand-blue change and 0 flakes on anti-aliasing. In the dark scheme the
        // anti-aliased edge of a red ring on a dark track varies by a pixel or so between runs.
        comparatorOptions: { threshold: 0.05, allowedMismatchedPixels: dark ? 4 : 0 },
        screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
      });
    } finally {
      style.remove();
    }
  }

  expect(consoleErrors, 'console errors').toEqual([]);
});
