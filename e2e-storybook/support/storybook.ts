import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The static Storybook these tests open: what `npm run build-storybook` writes, or another build
 * named by `STORYBOOK_STATIC_DIR`.
 */
export const storybookDir = path.resolve(
  process.env.STORYBOOK_STATIC_DIR ?? path.join(import.meta.dirname, '../../storybook-static'),
);
const port = Number(process.env.STORYBOOK_PORT ?? 6106);
/** Where the tests serve it: port 6106, or `STORYBOOK_PORT` beside another run. */
export const storybook = { port, baseURL: `http://127.0.0.1:${port}` } as const;

export interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  name: string;
  title: string;
  importPath: string;
  tags: string[];
  anchors?: { id: string; title: string }[];
}

/** The entries of the built Storybook's `index.json`: what its sidebar and search list. */
export function readIndex(): IndexEntry[] {
  const file = path.join(storybookDir, 'index.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: run \`npm run build-storybook\` first.`);
  }
  return Object.values((JSON.parse(text) as { entries: Record<string, IndexEntry> }).entries);
}

/**
 * Waits for the stories a docs page shows to settle: those rendered in the page itself, and those
 * in frames of their own (`docs.story.inline: false`, or a decorator's iframe), so that what is
 * checked next is what a reader sees once the page has rendered.
 */
export async function framedStoriesSettled(page: Page) {
  await page.waitForFunction(() => {
    const preview = (globalThis as { __STORYBOOK_PREVIEW__?: { storyRenders?: { isPending(): boolean }[] } })
      .__STORYBOOK_PREVIEW__;
    return !(preview?.storyRenders ?? []).some((render) => render.isPending());
  });
  const storyFrames = page
    .mainFrame()
    .childFrames()
    .filter((frame) => new URL(frame.url(), storybook.baseURL).pathname === '/iframe.html');
  for (const frame of storyFrames)
    await frame.waitForFunction(() => {
      const preview = (globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      return ['finished', 'completed', 'errored', 'aborted'].includes(preview?.currentRender?.phase ?? '');
    });
}

/**
 * What shows that the package's styles did not reach a docs page: theme variables missing, the
 * package's font never loaded, or an element of a story (inside `stories`, a selector of the story
 * blocks) carrying a class that no stylesheet rule selects (a component's styles dropped by the build).
 */
export const missingStyles = (page: Page, stories: string) =>
  page.evaluate(async (storySelector) => {
    const problems: string[] = [];
    const rootStyle = getComputedStyle(document.documentElement);
    if (!rootStyle.getPropertyValue('--cui-color-primary').trim())
      problems.push('the theme variables (--cui-*) are not defined on :root');
    const bodyFamily = rootStyle.getPropertyValue('--cui-font-body').split(',')[0]?.trim().replace(/['"]/g, '');
    if (bodyFamily) {
      // Loads the face the way text set in it would, so the check does not race the first layout.
      const faces = await document.fonts.load(`16px "${bodyFamily}"`);
      if (!faces.some((face) => face.status === 'loaded')) problems.push(`the ${bodyFamily} font face did not load`);
    }

    const selected = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const [, name] of rule.selectorText.matchAll(/\.((?:[\w-]|\\.)+)/g))
            selected.add(name!.replace(/\\/g, ''));
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);

    // Storybook's own elements (`sb-…`) are not the story's; lucide's `lucide-*` classes name icons
    // for the consumer's CSS and carry no rule of their own.
    const blocks = Array.from(document.querySelectorAll(storySelector));
    if (!blocks.length) problems.push(`no story found (${storySelector})`);
    const own = (element: Element) => !element.closest('[class^="sb-"], [class*=" sb-"]');
    const unstyled = new Set<string>();
    for (const element of blocks.flatMap((block) => Array.from(block.querySelectorAll('[class]'))).filter(own))
      for (const name of Array.from(element.classList))
        if (!name.startsWith('lucide') && !selected.has(name)) unstyled.add(`${element.tagName.toLowerCase()}.${name}`);
    if (unstyled.size) problems.push(`classes no stylesheet selects: ${[...unstyled].join(', ')}`);
    return problems;
  }, stories);

/**
 * What a designer would see wrong in a docs page's examples, each problem named by its story:
 * - **blank**: nothing drawn (no text, image, control, fill, border or shadow);
 * - **clipped**: something drawn reaches past its example's box (the docs column's block, or a
 *   frame's window), beyond what its own scrolling containers cut on purpose;
 * - **closed**: a story that opens by default (`defaultOpen`) showing no open menu, dialog,
 *   popover or tooltip;
 * - **not on a phone**: a story meant for a phone's screen (`globals: onPhone`) wider than 430 px.
 * Each example is an anchor `#anchor--<story id>` of the page; framed ones are same-origin iframes.
 */
export const exampleProblems = (page: Page) =>
  page.evaluate(async () => {
    // Measured once the page's fonts are in and its layout has settled.
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    type Preview = {
      storyStoreValue?: {
        loadStory(options: { storyId: string }): Promise<{ storyGlobals?: { viewport?: { value?: string } } }>;
      };
      currentRender?: { story?: { initialArgs?: Record<string, unknown> } };
    };
    const previewOf = (win: Window) => (win as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
    const problems: string[] = [];

    /** Whether `element` paints something a reader sees, in its window. */
    const draws = (element: Element) => {
      const win = element.ownerDocument.defaultView!;
      const style = win.getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) return false;
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false;
      // Visually hidden text (for screen readers) is clipped to nothing on purpose.
      if (style.clip !== 'auto' || /inset\(50%\)/.test(style.clipPath)) return false;
      if (['IMG', 'SVG', 'svg', 'CANVAS', 'VIDEO', 'INPUT', 'SELECT', 'TEXTAREA', 'IFRAME'].includes(element.tagName))
        return true;
      if (Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
        return true;
      const transparent = (color: string) => color === 'transparent' || /rgba?\(.*,\s*0\)$/.test(color);
      if (!transparent(style.backgroundColor) || style.backgroundImage !== 'none') return true;
      if (style.boxShadow !== 'none') return true;
      return ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) =>
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
          !transparent(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
      );
    };
    /** Whether an element's computed overflow cuts what lies outside it. */
    const clips = (element: Element) => {
      const style = element.ownerDocument.defaultView!.getComputedStyle(element);
      return style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.contain.includes('paint');
    };
    /** `element`'s box as its own scrolling ancestors (below `root`) leave it, or null if they hide it all. */
    const shown = (element: Element, root: Element) => {
      let { left, top, right, bottom } = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
        if (!clips(parent)) continue;
        const box = parent.getBoundingClientRect();
        left = Math.max(left, box.left);
        top = Math.max(top, box.top);
        right = Math.min(right, box.right);
        bottom = Math.min(bottom, box.bottom);
      }
      return right - left >= 2 && bottom - top >= 2 ? { left, top, right, bottom } : null;
    };
    /**
     * Checks what `root` draws against `frame` (a box in `root`'s window); `withRoot: false` leaves
     * out the root's own paint (a frame's body, whose background is the page's).
     */
    const inspect = (
      name: string,
      root: Element,
      frame: { left: number; top: number; right: number; bottom: number },
      withRoot = true,
    ) => {
      const drawn = [...(withRoot ? [root] : []), ...Array.from(root.querySelectorAll('*'))].filter(draws);
      if (!drawn.length) problems.push(`${name}: blank`);
      const cut = drawn
        .map((element) => ({ element, box: shown(element, root) }))
        .filter(
          ({ box }) =>
            box &&
            (box.left < frame.left - 1 ||
              box.top < frame.top - 1 ||
              box.right > frame.right + 1 ||
              box.bottom > frame.bottom + 1),
        );
      if (cut.length) {
        const first = cut[0]!.element;
        const label = `${first.tagName.toLowerCase()}${first.getAttribute('role') ? `[role=${first.getAttribute('role')}]` : ''} «${(first.textContent ?? '').trim().slice(0, 30)}»`;
        problems.push(`${name}: clipped (${cut.length} element(s) past its box, first ${label})`);
      }
    };

    const preview = previewOf(window);
    /** The story a block shows: from its anchor (`anchor--<id>`, `anchor--primary--<id>`), else its element. */
    const storyIdOf = (block: Element) => {
      const anchor = block.closest('[id^="anchor--"]');
      if (anchor) return anchor.id.replace(/^anchor--(primary--)?/, '');
      return block.querySelector('[id^="story--"]')?.id.replace(/^story--/, '') ?? '';
    };
    const blocks = Array.from(
      document.querySelectorAll('#storybook-docs .docs-story, #storybook-docs iframe[data-phone-frame]'),
    );
    for (const block of blocks) {
      const storyId = storyIdOf(block);
      const name = storyId.split('--').pop() ?? 'a story';
      const story = storyId ? await preview?.storyStoreValue?.loadStory({ storyId }) : undefined;
      if (story?.storyGlobals?.viewport?.value === 'mobile' && block.getBoundingClientRect().width > 430)
        problems.push(`${name}: not on a phone (${Math.round(block.getBoundingClientRect().width)} px wide)`);
      // A story's own frame, not an iframe the story renders (an embedded map).
      const frameElement =
        block instanceof HTMLIFrameElement
          ? block
          : block.querySelector<HTMLIFrameElement>('iframe[src*="iframe.html"]');
      if (frameElement) {
        const win = frameElement.contentWindow!;
        inspect(name, win.document.body, { left: 0, top: 0, right: win.innerWidth, bottom: win.innerHeight }, false);
        if (previewOf(win)?.currentRender?.story?.initialArgs?.defaultOpen === true) {
          // A menu, dialog or tooltip, or what an expanded control says it opened.
          const controlled = Array.from(win.document.querySelectorAll('[aria-expanded="true"][aria-controls]')).map(
            (control) => win.document.getElementById(control.getAttribute('aria-controls')!),
          );
          const open = [
            ...Array.from(
              win.document.querySelectorAll('[role="menu"], [role="dialog"], [role="alertdialog"], [role="tooltip"]'),
            ),
            ...controlled,
          ].some((element) => element && [element, ...Array.from(element.querySelectorAll('*'))].some(draws));
          if (!open) problems.push(`${name}: closed (it opens by default, but nothing is open on the page)`);
        }
      } else {
        const box = block.getBoundingClientRect();
        inspect(name, block.querySelector('[id^="story--"]') ?? block, box);
      }
    }
    // The do and don't examples, drawn in the page itself.
    for (const example of Array.from(document.querySelectorAll('[data-docs-example]'))) {
      const caption = example.closest('figure')?.querySelector('figcaption')?.textContent?.trim().slice(0, 40);
      inspect(`example «${caption}»`, example, example.getBoundingClientRect());
    }
    return problems;
  });
