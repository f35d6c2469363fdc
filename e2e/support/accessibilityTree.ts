import type { Page } from '@playwright/test';

/** Roles that carry no name of their own or only wrap text: left out to keep the list readable. */
const structural = new Set(['RootWebArea', 'StaticText', 'InlineTextBox', 'LineBreak', 'generic', 'none', 'paragraph']);

/**
 * What a screen reader finds on the page, as `role "name"` lines in the order Chromium lists them: its own
 * accessibility tree, read over the DevTools protocol. Playwright's role queries and aria snapshots
 * honour `aria-hidden` but not `inert`; the browser's tree honours both, as assistive technology does.
 */
export async function accessibleNodes(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => !node.ignored && !structural.has(String(node.role?.value)))
      .map((node) => `${String(node.role?.value)} "${String(node.name?.value ?? '')}"`);
  } finally {
    await session.detach();
  }
}
