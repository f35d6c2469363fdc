import { expect, userEvent } from 'storybook/test';
import type * as VitestBrowser from 'vitest/browser';

/**
 * Checks of what stays visible under forced colours (Windows high contrast), read in the browser
 * from computed styles: author colours give way to the system palette, fills and shadows
 * disappear, so a state must show by an edge, a system colour or a shape.
 */

/** Fails at once outside forced colours, where every check below would pass or fail for nothing. */
export function expectForcedColours() {
  if (!matchMedia('(forced-colors: active)').matches)
    throw new Error(
      'Run in forced colours: the storybook:forced-colors Vitest project, or DevTools › Rendering › Emulate CSS media feature forced-colors: active.',
    );
}

/** A computed colour, `rgb(…)` or `rgba(…)`, as numbers. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseColour(value: string): Rgba {
  const match = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\s*\)$/.exec(value);
  if (!match) throw new Error(`Not a computed rgb() colour: ${value}`);
  const [, r, g, b, a] = match;
  return { r: Number(r), g: Number(g), b: Number(b), a: a === undefined ? 1 : Number(a) };
}

/** Paints something: a colour with any opacity. */
export const isPainted = (value: string) => parseColour(value).a > 0;

/** Two colours a reader can tell apart: one painted and the other not, or different channels. */
export function differ(first: string, second: string) {
  const [a, b] = [parseColour(first), parseColour(second)];
  if ((a.a === 0) !== (b.a === 0)) return true;
  if (a.a === 0) return false;
  return Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) + 255 * Math.abs(a.a - b.a) > 24;
}

const systemColourNames = [
  'Canvas',
  'CanvasText',
  'LinkText',
  'ButtonText',
  'ButtonFace',
  'GrayText',
  'Highlight',
] as const;

/** The forced palette's system colours, as computed colours. */
export type Palette = Record<(typeof systemColourNames)[number], string>;

/** The system colours of the palette in force, each resolved by painting a probe element with it. */
export function systemColours(): Palette {
  const probe = document.createElement('span');
  document.body.append(probe);
  try {
    return Object.fromEntries(
      systemColourNames.map((name) => {
        probe.style.color = name;
        return [name, getComputedStyle(probe).color];
      }),
    ) as Palette;
  } finally {
    probe.remove();
  }
}

/** What an element (or one of its pseudo-elements) paints, from its computed style and box. */
export function paintOf(element: Element, pseudo?: '::before' | '::after') {
  const style = getComputedStyle(element, pseudo ?? null);
  const box = element.getBoundingClientRect();
  return {
    backgroundColor: style.backgroundColor,
    color: style.color,
    borderTopWidth: parseFloat(style.borderTopWidth),
    borderTopColor: style.borderTopColor,
    borderRightColor: style.borderRightColor,
    borderBottomWidth: parseFloat(style.borderBottomWidth),
    borderInlineEndWidth: parseFloat(style.borderInlineEndWidth),
    borderInlineStartWidth: parseFloat(style.borderInlineStartWidth),
    borderInlineStartColor: style.borderInlineStartColor,
    outlineStyle: style.outlineStyle,
    outlineWidth: parseFloat(style.outlineWidth),
    outlineColor: style.outlineColor,
    opacity: Number(style.opacity),
    transform: style.transform,
    forcedColorAdjust: style.forcedColorAdjust,
    // A pseudo-element's size comes from its computed style; an element's from its box.
    width: pseudo ? parseFloat(style.width) : box.width,
    height: pseudo ? parseFloat(style.height) : box.height,
  };
}

export type Paint = ReturnType<typeof paintOf>;

/** The first element after `element` among its siblings that matches `selector`. */
export function nextSibling(element: Element, selector: string) {
  for (let sibling = element.nextElementSibling; sibling; sibling = sibling.nextElementSibling)
    if (sibling.matches(selector)) return sibling;
  throw new Error(`No sibling ${selector} after ${element.outerHTML.slice(0, 80)}`);
}

/** Expects an edge drawn by the border: some width, in a colour that stands out from the fill. */
export async function expectEdge(paint: Paint, what: string) {
  await expect(paint.borderTopWidth, `${what}: border width`).toBeGreaterThan(0);
  await expect(isPainted(paint.borderTopColor), `${what}: border colour is painted`).toBe(true);
  await expect(differ(paint.borderTopColor, paint.backgroundColor), `${what}: border stands out from the fill`).toBe(
    true,
  );
}

/**
 * Expects text that forced colours leave readable. Chromium paints a Canvas backplate behind the
 * text of every element that does not opt out (`forced-color-adjust: none`), so the text must
 * differ from Canvas there, and from the element's own fill when it opts out.
 */
export async function expectReadableText(paint: Paint, canvas: string, what: string) {
  const behind = paint.forcedColorAdjust === 'none' ? paint.backgroundColor : canvas;
  await expect(differ(paint.color, behind), `${what}: text ${paint.color} on ${behind}`).toBe(true);
}

/**
 * Focuses the element the way a keyboard user does, so that `:focus-visible` applies, and
 * expects a ring: an outline of some width in a painted colour that stands out from the canvas.
 */
export async function expectFocusRing(element: HTMLElement, canvas: string, what: string) {
  // A key press first: focus moved by script then counts as keyboard focus.
  await userEvent.keyboard('{Tab}');
  element.focus();
  await expect(element.matches(':focus-visible'), `${what}: focused as by the keyboard`).toBe(true);
  const ring = paintOf(element);
  await expect(ring.outlineStyle, `${what}: focus ring style`).not.toBe('none');
  await expect(ring.outlineWidth, `${what}: focus ring width`).toBeGreaterThan(0);
  await expect(isPainted(ring.outlineColor), `${what}: focus ring colour is painted`).toBe(true);
  await expect(differ(ring.outlineColor, canvas), `${what}: focus ring stands out from the canvas`).toBe(true);
}

/**
 * The colour of every visible icon (SVG) in `root` and in an open menu, by position. An SVG keeps
 * a colour set on it under forced colours, so an icon that ignores the palette shows the same
 * colour in every one.
 */
export function iconColours(root: Element) {
  const menus = Array.from(root.ownerDocument.querySelectorAll('[role="menu"]'));
  return [root, ...menus]
    .flatMap((scope) => Array.from(scope.querySelectorAll('svg')))
    .filter((icon) => icon.getClientRects().length > 0 && getComputedStyle(icon).opacity !== '0')
    .map((icon) => ({
      icon: `${icon.getAttribute('class') ?? 'svg'} in ${icon.parentElement?.textContent?.trim().slice(0, 40) ?? ''}`,
      colour: getComputedStyle(icon).color,
    }));
}

/**
 * Runs `check` with the forced palette of the given colour scheme, then restores the scheme in
 * force. Chromium picks the forced palette by `prefers-color-scheme`, which a page cannot set for
 * itself: the Vitest browser runner's DevTools session sets it (Chromium only).
 */
export async function inPalette<T>(scheme: 'light' | 'dark', check: () => T | Promise<T>): Promise<T> {
  let browser: typeof VitestBrowser;
  try {
    browser = await import('vitest/browser');
  } catch {
    throw new Error(
      'Switching the forced palette needs the storybook:forced-colors Vitest project; by hand, DevTools › Rendering › Emulate CSS media feature prefers-color-scheme.',
    );
  }
  const session = browser.cdp();
  const emulate = (colorScheme: 'light' | 'dark') =>
    // Both features in one call: the forced palette follows the scheme only when they change together.
    session.send('Emulation.setEmulatedMedia', {
      features: [
        { name: 'forced-colors', value: 'active' },
        { name: 'prefers-color-scheme', value: colorScheme },
      ],
    });
  const before = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  await emulate(scheme);
  try {
    return await check();
  } finally {
    await emulate(before);
  }
}
