import { expect, type Locator, type Page } from '@playwright/test';

/** The element that has the focus. */
const focused = (page: Page): Locator => page.locator('*:focus');

/** How the focused element shows its focus, or why it does not. */
interface FocusIndicator {
  /** Tag, role and text of the focused element, for the failure message. */
  element: string;
  /** The visible mark found (`outline …`, `::after outline …`, `box-shadow ring …`), or `null`. */
  indicator: string | null;
}

/**
 * Fails unless the focused element draws a focus indicator a sighted keyboard user can see: an
 * outline of some width, style and colour (on the element, or on its `::before`/`::after` where a
 * component draws the ring around a larger target, such as a whole card), or a box-shadow ring
 * (no offset, no blur, a spread). A plain drop shadow does not count: it shows with or without focus.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const found = await page.evaluate((): FocusIndicator => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) {
      return { element: 'nothing (the document)', indicator: null };
    }
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
    const role = element.getAttribute('role');
    const name = `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> « ${text} »`;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return { element: name, indicator: null };

    const transparent = (color: string) =>
      color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
    for (const pseudo of [null, '::before', '::after'] as const) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && style.content === 'none') continue;
      const width = Number.parseFloat(style.outlineWidth);
      if (style.outlineStyle !== 'none' && width > 0 && !transparent(style.outlineColor)) {
        return {
          element: name,
          indicator: `${pseudo ?? ''} outline ${style.outlineWidth} ${style.outlineStyle}`.trim(),
        };
      }
      // Each layer of a computed box-shadow reads « color x y blur spread [inset] ».
      const ring = style.boxShadow
        .split(/,(?![^(]*\))/)
        .map((layer) => /(rgba?\([^)]*\)|#\w+)?\s*(-?[\d.]+)px (-?[\d.]+)px ([\d.]+)px ([\d.]+)px/.exec(layer.trim()))
        .find(
          (match) =>
            match !== null &&
            match[2] === '0' &&
            match[3] === '0' &&
            match[4] === '0' &&
            Number(match[5]) > 0 &&
            !transparent(match[1] ?? ''),
        );
      if (ring) return { element: name, indicator: `${pseudo ?? ''} box-shadow ring ${ring[5]}px`.trim() };
    }
    return { element: name, indicator: null };
  });
  expect(found.indicator, `visible focus indicator on ${found.element}`).not.toBeNull();
}

/**
 * Presses `key` (Tab by default) until `target` has the focus, checking at every stop that the
 * focused element shows its focus. Fails after `max` presses: the target is not reachable.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 60 }: { key?: string; max?: number } = {},
): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if ((await target.and(focused(page)).count()) > 0) return;
  }
  throw new Error(`${target.toString()} not focused after ${max} presses of ${key}`);
}

/** Presses `key` and checks that `target` took the focus and shows it. */
export async function pressAndExpectFocus(page: Page, key: string, target: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
  await expectVisibleFocus(page);
}
