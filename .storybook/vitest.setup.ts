import { STORY_RENDERED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Visual regression: after each story test (render, play, axe) the story is captured and
// compared with its committed baseline in stories/__screenshots__.
const freezeMotion = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}
body { min-height: 100vh; }`;

function storyRoot(): HTMLElement {
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error('Story root not found: is the preview decorator missing?');
  // Portalled content (dialogs, menus) lives outside the root: capture the whole page then.
  const portalled = Array.from(document.body.children).some(
    (child) =>
      child instanceof HTMLElement &&
      !child.contains(root) &&
      !child.className.startsWith('sb-') &&
      !['SCRIPT', 'STYLE', 'LINK'].includes(child.tagName) &&
      child.getClientRects().length > 0,
  );
  return portalled ? document.body : root;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Floating panels (popovers, menus, tooltips) and their arrows are placed by floating-ui, which
 * measures again as fonts and sizes settle: waits until none has moved for three frames.
 */
async function floatingSettled() {
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

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' || task.result?.errors?.length) return;
  const style = document.createElement('style');
  style.textContent = freezeMotion;
  document.head.append(style);
  try {
    // storybook-addon-pseudo-states rewrites :hover and :focus-visible rules into classes when the
    // preview announces a rendered story, which the Vitest runner does not do on its own.
    addons.getChannel().emit(STORY_RENDERED);
    await document.fonts.ready;
    await floatingSettled();
    const target = storyRoot();
    // The test frame only paints the viewport: grow it to the story's height so tall stories
    // are compared whole. Each story test sets its own viewport again before it renders.
    const height = Math.ceil(
      target === document.body ? document.documentElement.scrollHeight : target.getBoundingClientRect().bottom,
    );
    if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
    const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
    await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
  } finally {
    style.remove();
  }
});
