import { expect, type Page } from '@playwright/test';
import type { IndexEntry, Scheme } from './storybook';

/** Motion frozen and the caret hidden while a story is captured; the page at least a screen tall. */
const freezeMotion = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}
body { min-height: 100vh; }`;

/**
 * A story's baseline: `e2e-storybook/__screenshots__/stories/<title>/<story>.png`, under
 * `stories-dark/` in the dark scheme. The story's part of its id names the file, as in its URL.
 */
export const baselinePath = (story: IndexEntry, scheme: Scheme) => [
  scheme === 'light' ? 'stories' : 'stories-dark',
  ...story.title.split('/'),
  `${story.id.slice(story.id.indexOf('--') + 2)}.png`,
];

/**
 * Waits for what settles after the play function: the fonts, and the floating panels (popovers,
 * menus, tooltips) with their arrows, which floating-ui places again as fonts and sizes settle,
 * until none has moved for three frames. Then says what to capture: the story's root, or the whole
 * page when content is portalled outside it (dialogs, menus), and how tall that is.
 */
const settle = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const placement = () =>
      Array.from(
        document.querySelectorAll(
          '[data-radix-popper-content-wrapper], [data-radix-popper-content-wrapper] span[style]',
        ),
        (element) => element.getAttribute('style'),
      ).join('|');
    let last = placement();
    for (let stable = 0, frames = 0; stable < 3 && frames < 120; frames++) {
      await nextFrame();
      const now = placement();
      stable = now === last ? stable + 1 : 0;
      last = now;
    }

    const root = document.querySelector<HTMLElement>('[data-story-root]');
    if (!root) throw new Error('Story root not found: is the preview decorator missing?');
    // Storybook's own layers (`sb-…` classes, `storybook-…` ids: highlights, vision filters) are not the story's.
    // An open popover sits in the top layer, outside the root's box, wherever it is in the DOM.
    const portalled =
      document.querySelector(':popover-open') !== null ||
      Array.from(document.body.children).some(
        (child) =>
          child instanceof HTMLElement &&
          !child.contains(root) &&
          !child.className.startsWith('sb-') &&
          !child.id.startsWith('storybook-') &&
          !['SCRIPT', 'STYLE', 'LINK'].includes(child.tagName) &&
          child.getClientRects().length > 0,
      );
    window.scrollTo(0, 0);
    const { x, y, width, bottom } = root.getBoundingClientRect();
    const height = Math.ceil(portalled ? document.documentElement.scrollHeight : bottom);
    return { height, clip: portalled ? undefined : { x, y, width, height: bottom - y } };
  });

/**
 * Compares the story on screen with its baseline (animations frozen, fonts loaded, floating panels
 * placed). A story taller than the viewport is captured whole: the viewport grows to its height, as
 * a screenshot of a long page would show it; the next story sets its own size again.
 */
export async function expectStoryScreenshot(page: Page, story: IndexEntry, scheme: Scheme) {
  const style = await page.addStyleTag({ content: freezeMotion });
  try {
    const { height, clip } = await settle(page);
    const viewport = page.viewportSize();
    if (viewport && height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
    // One capture of the story's root, or of the whole page, compared with the baseline: the play
    // function has finished and the motion is frozen, so the repeated captures of `toHaveScreenshot`
    // would only wait for what is settled.
    const shot = await page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
    expect(shot).toMatchSnapshot(baselinePath(story, scheme), {
      threshold: 0.05,
      // In the dark scheme the anti-aliased edge of a red ring on a dark track (Switch, invalid)
      // varies by a pixel or so between runs: a few pixels are tolerated there, far fewer than any shift.
      maxDiffPixels: scheme === 'dark' ? 4 : 0,
    });
  } finally {
    await style.evaluate((element) => (element as HTMLStyleElement).remove());
  }
}
