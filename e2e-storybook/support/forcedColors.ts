import { expect, type Locator, type Page } from '@playwright/test';

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

/** The system colours of the forced palette the page is shown in, as computed colours. */
export const systemColours = (page: Page) =>
  page.evaluate(() => {
    const names = ['Canvas', 'CanvasText', 'LinkText', 'ButtonText', 'ButtonFace', 'GrayText', 'Highlight'] as const;
    const probe = document.createElement('span');
    document.body.append(probe);
    const colours = Object.fromEntries(
      names.map((name) => {
        probe.style.color = name;
        return [name, getComputedStyle(probe).color];
      }),
    ) as Record<(typeof names)[number], string>;
    probe.remove();
    return colours;
  });

/** What an element (or one of its pseudo-elements) paints, from its computed style and box. */
export const paintOf = (locator: Locator, pseudo?: '::before' | '::after') =>
  locator.evaluate((element, pseudoElement) => {
    const style = getComputedStyle(element, pseudoElement ?? null);
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
      width: pseudoElement ? parseFloat(style.width) : box.width,
      height: pseudoElement ? parseFloat(style.height) : box.height,
    };
  }, pseudo);

export type Paint = Awaited<ReturnType<typeof paintOf>>;

/** Expects an edge drawn by the border: some width, in a colour that stands out from the fill. */
export function expectEdge(paint: Paint, what: string) {
  expect(paint.borderTopWidth, `${what}: border width`).toBeGreaterThan(0);
  expect(isPainted(paint.borderTopColor), `${what}: border colour is painted`).toBe(true);
  expect(differ(paint.borderTopColor, paint.backgroundColor), `${what}: border stands out from the fill`).toBe(true);
}

/**
 * Expects text that forced colours leave readable. Chromium paints a Canvas backplate behind the
 * text of every element that does not opt out (`forced-color-adjust: none`), so the text must
 * differ from Canvas there, and from the element's own fill when it opts out.
 */
export function expectReadableText(paint: Paint, canvas: string, what: string) {
  const behind = paint.forcedColorAdjust === 'none' ? paint.backgroundColor : canvas;
  expect(differ(paint.color, behind), `${what}: text ${paint.color} on ${behind}`).toBe(true);
}

/**
 * Focuses the element the way a keyboard user does, so that `:focus-visible` applies, and
 * expects a ring: an outline of some width in a painted colour that stands out from the canvas.
 */
export async function expectFocusRing(locator: Locator, canvas: string, what: string) {
  // Moves the focus with the keyboard first: script focus then counts as keyboard focus.
  await locator.page().keyboard.press('Tab');
  await locator.focus();
  const focused = await locator.evaluate((element) => element.matches(':focus-visible'));
  expect(focused, `${what}: focused as by the keyboard`).toBe(true);
  const ring = await paintOf(locator);
  expect(ring.outlineStyle, `${what}: focus ring style`).not.toBe('none');
  expect(ring.outlineWidth, `${what}: focus ring width`).toBeGreaterThan(0);
  expect(isPainted(ring.outlineColor), `${what}: focus ring colour is painted`).toBe(true);
  expect(differ(ring.outlineColor, canvas), `${what}: focus ring stands out from the canvas`).toBe(true);
}

/**
 * The colour of every visible icon (SVG) in the story, by position. An SVG keeps a colour set on
 * it under forced colours, so an icon that ignores the palette shows the same colour in every one.
 */
export const iconColours = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<SVGSVGElement>('[data-story-root] svg, [role="menu"] svg'))
      .filter((icon) => icon.getClientRects().length > 0 && getComputedStyle(icon).opacity !== '0')
      .map((icon) => ({
        icon: `${icon.getAttribute('class') ?? 'svg'} in ${icon.parentElement?.textContent?.trim().slice(0, 40) ?? ''}`,
        colour: getComputedStyle(icon).color,
      })),
  );
