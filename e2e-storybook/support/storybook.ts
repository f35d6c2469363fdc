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
export const storybook = { port: 6106, baseURL: 'http://127.0.0.1:6106' } as const;

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
