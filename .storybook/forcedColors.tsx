import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { DOCS_RENDERED, STORY_RENDERED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';

/**
 * A toolbar switch that approximates forced colours (Windows high contrast) in the preview.
 *
 * A page cannot turn the real mode on, so this rewrites the page's own styles the way the browser
 * does: author colours fall back to the user agent's (`revert`), which paints text, borders and
 * focus rings in CanvasText, LinkText or ButtonText; a background keeps its opacity but takes the
 * Canvas colour; shadows and gradients go. System colours that the styles set themselves are kept,
 * SVG keeps its own colours (`forced-color-adjust: preserve-parent-color`), and the components'
 * own `@media (forced-colors: active)` rules are replayed after the rewrite, in their cascade
 * layer, as the browser would apply them.
 *
 * Not reproduced: the backplate that Chromium paints behind text, `forced-color-adjust: none` on
 * other selectors than the forced rules that set it, inline styles, and
 * `@media (forced-colors: none)` rules, which still apply. The real check is Chrome DevTools › Rendering › Emulate CSS media feature
 * forced-colors, and `e2e-storybook/forced-colors.spec.ts`.
 */
export const forcedColorsGlobalType = {
  description:
    'Approximation of forced colours (Windows high contrast): the page’s colours are replaced by system colours and the components’ forced-colours rules applied. Check the real mode in Chrome DevTools › Rendering › Emulate CSS media feature forced-colors, and with e2e-storybook/forced-colors.spec.ts.',
  toolbar: {
    title: 'Forced colours',
    icon: 'contrast',
    items: [
      { value: 'off', title: 'Forced colours: off' },
      { value: 'active', title: 'Forced colours: approximation' },
    ],
    dynamicTitle: true,
  },
} satisfies NonNullable<Preview['globalTypes']>[string];

const forcedColorsQuery = /\(\s*forced-colors\s*:\s*active\s*\)/i;

/**
 * Properties whose author colour forced colours replace (CSS Color Adjustment, § 3.1), but for the
 * SVG ones: SVG is left alone.
 */
const forcedProperty =
  /^(?:color|border(?:-(?:top|right|bottom|left|block|inline|block-start|block-end|inline-start|inline-end))?-color|outline-color|column-rule-color|text-decoration-color|text-emphasis-color|caret-color|accent-color|scrollbar-color|-webkit-tap-highlight-color)$/;

/** An author value made of system colours survives forced colours. */
const systemColour =
  /\b(?:canvas|canvastext|linktext|visitedtext|activetext|buttonface|buttontext|buttonborder|field|fieldtext|highlight|highlighttext|selecteditem|selecteditemtext|mark|marktext|graytext|accentcolor|accentcolortext)\b/i;

/** The opacity of a computed colour: `rgba(r, g, b, a)`, `color(srgb r g b / a)`, else 1. */
function alphaOf(computed: string) {
  const match = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(computed) ?? /\/\s*([\d.]+)\)$/.exec(computed);
  return match ? Number(match[1]) : 1;
}

/**
 * The declarations that forced colours change in one style rule, as the browser would use them;
 * empty when the rule sets no colour.
 */
function forcedDeclarations(style: CSSStyleDeclaration, backgroundAlpha: (value: string) => number) {
  const declarations: string[] = [];
  for (const property of Array.from(style)) {
    const value = style.getPropertyValue(property).trim();
    const important = style.getPropertyPriority(property) ? ' !important' : '';
    let forced: string | undefined;
    if (forcedProperty.test(property)) {
      if (!systemColour.test(value)) forced = 'revert';
    } else if (property === 'background-color') {
      if (!systemColour.test(value)) {
        const alpha = backgroundAlpha(value);
        forced = alpha === 0 ? 'transparent' : alpha === 1 ? 'Canvas' : `rgb(from Canvas r g b / ${alpha})`;
      }
    } else if (property === 'box-shadow' || property === 'text-shadow') {
      if (value !== 'none') forced = 'none';
    } else if (property === 'background-image') {
      if (value.includes('gradient(')) forced = 'none';
    }
    if (forced) declarations.push(`${property}: ${forced}${important};`);
  }
  return declarations.join(' ');
}

/** Splits a selector list at its top-level commas. */
function splitSelectors(list: string) {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const character = list[index];
    if (character === '(' || character === '[') depth++;
    else if (character === ')' || character === ']') depth--;
    else if (character === ',' && depth === 0) {
      selectors.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors;
}

/**
 * The selector list restricted to HTML elements, with the same specificity (`:where` adds none):
 * SVG keeps the colours set on it (`forced-color-adjust: preserve-parent-color`).
 */
const outsideSvg = (list: string) =>
  splitSelectors(list)
    .map((selector) => selector.replace(/(::[\w-]+(?:\([^)]*\))?)?$/, (pseudo) => `:where(:not(svg, svg *))${pseudo}`))
    .join(', ');

/** Opens the group rules (layers, media, supports, container queries) a rule sits in, around `body`. */
const wrap = (groups: string[], body: string) => groups.reduceRight((inner, group) => `${group} { ${inner} }`, body);

function groupPrelude(rule: CSSRule) {
  if (rule instanceof CSSLayerBlockRule) return `@layer ${rule.name}`;
  if (rule instanceof CSSMediaRule) return `@media ${rule.conditionText}`;
  if (rule instanceof CSSSupportsRule) return `@supports ${rule.conditionText}`;
  if (rule instanceof CSSContainerRule) return `@container ${rule.conditionText}`;
  return undefined;
}

interface FoundRule {
  rule: CSSStyleRule;
  /** The group rules around it, outermost first, without the forced-colours query. */
  groups: string[];
  /** Inside `@media (forced-colors: active)`. */
  forced: boolean;
}

/** Every style rule of the document's readable stylesheets, with the groups around it. */
function styleRules(document: Document, skip?: Node) {
  const found: FoundRule[] = [];
  const visit = (rules: CSSRuleList, groups: string[], forced: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) found.push({ rule, groups, forced });
      else if (rule instanceof CSSMediaRule && forcedColorsQuery.test(rule.conditionText)) {
        const rest = rule.conditionText.replace(forcedColorsQuery, 'all');
        visit(rule.cssRules, rest === 'all' ? groups : [...groups, `@media ${rest}`], true);
      } else if (rule instanceof CSSGroupingRule) {
        const prelude = groupPrelude(rule);
        if (prelude) visit(rule.cssRules, [...groups, prelude], forced);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    if (sheet.ownerNode === skip) continue;
    try {
      visit(sheet.cssRules, [], false);
    } catch {
      // A cross-origin sheet cannot be read; its rules stay as they are.
    }
  }
  return found;
}

/**
 * The stylesheet that makes the document look as in forced colours: first the rewritten author
 * rules, then the inner rules of every `@media (forced-colors: active)`, each in the same layers
 * and conditions as the original, so that the cascade between them is the browser's.
 */
export function forcedColorsStylesheet(document: Document, skip?: Node) {
  const probe = document.createElement('div');
  probe.hidden = true;
  document.body.append(probe);
  const alphas = new Map<string, number>();
  const backgroundAlpha = (value: string) => {
    if (!alphas.has(value)) {
      probe.style.backgroundColor = '';
      probe.style.backgroundColor = value;
      alphas.set(value, alphaOf(getComputedStyle(probe).backgroundColor));
    }
    return alphas.get(value)!;
  };

  const rules = styleRules(document, skip);
  const forced = rules.filter((found) => found.forced);
  // A forced rule that opts out of forcing keeps the colours its selector sets elsewhere.
  const unforced = new Set(
    forced
      .filter(({ rule }) => rule.style.getPropertyValue('forced-color-adjust') === 'none')
      .map(({ rule }) => rule.selectorText),
  );
  const rewritten = rules
    .filter((found) => !found.forced && !unforced.has(found.rule.selectorText))
    .map(({ rule, groups }) => {
      const declarations = forcedDeclarations(rule.style, backgroundAlpha);
      return declarations ? wrap(groups, `${outsideSvg(rule.selectorText)} { ${declarations} }`) : '';
    })
    .filter(Boolean);
  probe.remove();
  return [...rewritten, ...forced.map(({ rule, groups }) => wrap(groups, rule.cssText))].join('\n');
}

let users = 0;
let element: HTMLStyleElement | undefined;
let stopWatching: (() => void) | undefined;

function refresh() {
  if (!element) return;
  element.textContent = forcedColorsStylesheet(document, element);
}

function start() {
  element = document.createElement('style');
  element.dataset.forcedColorsApproximation = '';
  document.head.append(element);
  refresh();
  // Styles arrive after a story renders: Vite's hot updates, and the pseudo-states addon's rules.
  const later = () => setTimeout(refresh, 0);
  const channel = addons.getChannel();
  channel.on(STORY_RENDERED, later);
  channel.on(DOCS_RENDERED, later);
  const observer = new MutationObserver((mutations) => {
    const own = (node: Node) => node === element || node.parentNode === element;
    const foreign = mutations.some(
      (mutation) =>
        !own(mutation.target) && ![...mutation.addedNodes, ...mutation.removedNodes].some((node) => own(node)),
    );
    if (foreign) later();
  });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  stopWatching = () => {
    channel.off(STORY_RENDERED, later);
    channel.off(DOCS_RENDERED, later);
    observer.disconnect();
  };
}

function stop() {
  stopWatching?.();
  element?.remove();
  element = undefined;
}

/** Holds the approximation's stylesheet while at least one story on the page asks for it. */
function ForcedColorsApproximation({ active, children }: { active: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    if (!active) return;
    if (users++ === 0) start();
    return () => {
      if (--users === 0) stop();
    };
  }, [active]);
  return children;
}

/** Applies the forced-colours approximation when the toolbar's « Forced colours » global is `active`. */
export const withForcedColors: Decorator = (Story, context) => (
  <ForcedColorsApproximation active={context.globals.forcedColors === 'active'}>
    <Story />
  </ForcedColorsApproximation>
);
