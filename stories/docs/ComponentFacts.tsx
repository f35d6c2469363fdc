import { vars } from '@company/ui/theme';
import { Canvas, DocsContext } from '@storybook/addon-docs/blocks';
import { useContext, useEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { NAVIGATE_URL } from 'storybook/internal/core-events';
import componentTokens from 'virtual:component-tokens';
import changelog from '../../packages/ui/CHANGELOG.md?raw';
import type { AnatomyPart } from './guidelines';

// Facts of a component's docs page that are read from the sources and the rendered example, never
// written by hand: its status, the design tokens its styles use, its measurements, its parts.

/** The docs pages of the Storybook by component name (`Dialog` → `overlays-dialog--docs`). */
function docsPages(): Map<string, string> {
  const index = (
    globalThis as {
      __STORYBOOK_PREVIEW__?: {
        storyStoreValue?: { storyIndex?: { entries: Record<string, { type: string; id: string; title: string }> } };
      };
    }
  ).__STORYBOOK_PREVIEW__?.storyStoreValue?.storyIndex?.entries;
  const pages = new Map<string, string>();
  for (const entry of Object.values(index ?? {}))
    if (entry.type === 'docs' && /^[A-Z]/.test(entry.title.split('/').pop() ?? ''))
      pages.set(entry.title.split('/').pop()!, entry.id);
  return pages;
}

/**
 * Guideline text with every component it names (« use Popover ») turned into a link to that
 * component's page; `self` is left as text.
 */
export function linkComponents(text: string, self: string): string {
  const pages = docsPages();
  return text.replace(/(`?)\b([A-Z][A-Za-z]+)\b\1/g, (match, tick: string, name: string) => {
    const id = pages.get(name);
    if (!id || name === self) return match;
    return `[${tick}${name}${tick}](?path=/docs/${id})`;
  });
}

/** A link to another Storybook page, which the manager opens in place as links in MDX do. */
export function DocsPageLink({ href, children, ...rest }: { href?: string; children?: ReactNode }) {
  const context = useContext(DocsContext);
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href?.startsWith('?path=')) return;
    if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    context.channel.emit(NAVIGATE_URL, href);
  };
  return (
    <a href={href} onClick={navigate} {...rest}>
      {children}
    </a>
  );
}

/** The package's changesets not released yet (`.changeset/*.md`), as written. */
const pendingChangesets = Object.values(
  import.meta.glob<string>('../../.changeset/*.md', { query: '?raw', import: 'default', eager: true }),
).filter((text) => /^---\n[\s\S]*?'@company\/ui'[\s\S]*?\n---/.test(text));

/**
 * The components an entry opens by adding: « Add `Pager` and `CodeBlock`. », « Add `Code`, a
 * name… ». `prefix` is what comes before « Add » on the entry's line.
 */
function addedIn(text: string, prefix: string) {
  const added = new Set<string>();
  const entry = new RegExp(`^${prefix}Add ((?:\`[A-Z][A-Za-z]+\`(?:,? and |, )?)+)`, 'gm');
  for (const [, names] of text.matchAll(entry))
    for (const [, name] of names!.matchAll(/`([A-Z][A-Za-z]+)`/g)) added.add(name!);
  return added;
}

/** The version of the package's latest release and the components it added, from its changelog. */
function latestRelease() {
  const [, version = '', section = ''] = /^## (\d+\.\d+\.\d+)\n([\s\S]*?)(?=^## )/m.exec(changelog) ?? [];
  return { version, added: addedIn(section, '- [0-9a-f]+: ') };
}

/** The components the next release adds, from the pending changesets. */
const unreleased = new Set(pendingChangesets.flatMap((text) => [...addedIn(text, '')]));

/**
 * Where the component stands: a site block (this site's page sections, not in the package), added
 * by a pending changeset (in the next release), new in the latest release (its changelog says
 * « Add … »), or stable.
 */
export function ComponentStatus({ name, block }: { name: string; block: boolean }) {
  const { version, added } = latestRelease();
  const [label, detail, tone] = block
    ? [
        'Site block · private',
        'This site’s page section, in the private packages/blocks, built from @company/ui; not in the package, not to be installed.',
        vars.color.textMuted,
      ]
    : unreleased.has(name)
      ? ['Unreleased', 'Comes with the next minor release; its API may still change.', vars.color.warningText]
      : added.has(name)
        ? [`New in ${version}`, 'Its API may still change in a minor release.', vars.color.infoText]
        : [
            'Stable',
            'Breaking changes only in a minor release before 1.0, listed in the changelog.',
            vars.color.successText,
          ];
  return (
    <p
      data-component-status={label}
      style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline', margin: '0 0 1rem' }}
    >
      <strong
        style={{
          padding: '0.125rem 0.5rem',
          border: `1px solid currentColor`,
          borderRadius: vars.radius.full,
          color: tone,
          fontSize: '13px',
        }}
      >
        {label}
      </strong>
      <span style={{ fontSize: '14px', color: vars.color.textMuted }}>{detail}</span>
    </p>
  );
}

/**
 * The tokens the component's own styles use, read from its `.css.ts` files when the Storybook
 * builds: one row per part (the exported style) and state (variant, selector, media query), so a
 * designer sees which token paints what. Long selectors and token names wrap inside the column.
 */
export function TokensUsed({ name }: { name: string }) {
  const uses = componentTokens[name] ?? [];
  if (uses.length === 0) return <p>Its own styles use no token: it takes its look from the components it renders.</p>;
  const wrap: CSSProperties = { overflowWrap: 'anywhere', verticalAlign: 'top', textAlign: 'start' };
  return (
    <table data-tokens-used="" style={{ width: '100%', tableLayout: 'fixed', fontSize: '14px' }}>
      <colgroup>
        <col style={{ width: '18%' }} />
        <col style={{ width: '32%' }} />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col" style={wrap}>
            Part
          </th>
          <th scope="col" style={wrap}>
            State
          </th>
          <th scope="col" style={wrap}>
            Tokens
          </th>
        </tr>
      </thead>
      <tbody>
        {uses.map(({ part, state, tokens }) => (
          <tr key={`${part} ${state}`} data-token-part={part} data-token-state={state}>
            <th scope="row" style={wrap}>
              <code>{part}</code>
            </th>
            <td style={wrap}>{state === 'rest' ? 'rest' : <code>{state}</code>}</td>
            <td style={wrap}>
              <span style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 0.5rem' }}>
                {tokens.map((token) => (
                  <code key={token} style={{ overflowWrap: 'anywhere' }}>
                    {token}
                  </code>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The element a story renders first, inside the preview's wrappers, in a docs block (inline or framed). */
function exampleRoot(block: Element | null): Element | null {
  if (!block) return null;
  const frame = block.querySelector<HTMLIFrameElement>('iframe[src*="iframe.html"]');
  const doc = frame ? frame.contentDocument : block.ownerDocument;
  const scope = frame ? doc?.body : block;
  let root = scope?.querySelector('[data-story-root]') ?? null;
  // The docs' Theme wrapper (the scheme toolbar) comes between the preview's root and the story.
  while (root?.firstElementChild && (root.hasAttribute('data-story-root') || root.hasAttribute('data-cui-scheme')))
    root = root.firstElementChild;
  return root;
}

/** A box's position in `container`'s coordinates, through the frame it may be drawn in. */
function boxIn(container: Element, element: Element) {
  const box = element.getBoundingClientRect();
  const origin = container.getBoundingClientRect();
  const frame = element.ownerDocument.defaultView?.frameElement;
  const offset = frame && frame.ownerDocument === container.ownerDocument ? frame.getBoundingClientRect() : undefined;
  return {
    left: box.left + (offset?.left ?? 0) - origin.left,
    top: box.top + (offset?.top ?? 0) - origin.top,
    width: box.width,
    height: box.height,
  };
}

/** Re-runs `measure` as the example renders: its frame loads, fonts arrive, portals open. */
function useSettled(measure: () => void, ref: { current: Element | null }) {
  const latest = useRef(measure);
  useEffect(() => {
    latest.current = measure;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const run = () => latest.current();
    const timers: ReturnType<typeof setTimeout>[] = [];
    const soon = () => timers.push(...[100, 400, 1000, 2000, 3500].map((delay) => setTimeout(run, delay)));
    soon();
    const observer = new ResizeObserver(run);
    observer.observe(element);
    // The page grows as its other examples render.
    observer.observe(element.ownerDocument.body);
    // A framed example loads when the reader scrolls to it, anywhere on the page (load does not
    // bubble: caught on the way down).
    const doc = element.ownerDocument;
    doc.addEventListener('load', soon, true);
    return () => {
      timers.forEach(clearTimeout);
      observer.disconnect();
      doc.removeEventListener('load', soon, true);
    };
  }, [ref]);
}

const px = (value: string) => (value.endsWith('px') ? `${Math.round(parseFloat(value) * 10) / 10} px` : value);

/** The part of React's fiber that finds the elements a component rendered. */
interface Fiber {
  tag: number;
  type: unknown;
  memoizedProps?: Record<string, unknown>;
  stateNode: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}
/** React's work tag of an element of the page. */
const HOST = 5;

/** The fiber React keeps on an element it rendered, in any same-origin window. */
function fiberOf(element: Element): Fiber | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  return key ? (element as unknown as Record<string, Fiber>)[key] : undefined;
}

type Documented = {
  __docgenInfo?: { displayName?: string; props?: Record<string, { defaultValue?: { value?: string } | null }> };
};

/**
 * The docs of a fiber's component, as react-docgen-typescript attached them to the package's
 * export (through `memo` and `forwardRef` wrappers): the same in the page and in a frame, where
 * the component is another module instance.
 */
function docgenOf(type: unknown): Documented['__docgenInfo'] {
  const candidates = [type, (type as { type?: unknown })?.type, (type as { render?: unknown })?.render];
  return candidates.map((candidate) => (candidate as Documented | undefined)?.__docgenInfo).find(Boolean);
}

/** The fibers of the component named `name` under `fiber`, outermost first. */
function componentFibers(fiber: Fiber | null, name: string, found: Fiber[] = []): Fiber[] {
  for (let node = fiber; node; node = node.sibling) {
    if (docgenOf(node.type)?.displayName === name) found.push(node);
    else componentFibers(node.child, name, found);
  }
  return found;
}

/** The outermost elements a fiber rendered, its portals' included. */
function hostElements(fiber: Fiber | null, found: Element[] = []): Element[] {
  for (let node = fiber; node; node = node.sibling) {
    if (node.tag === HOST) found.push(node.stateNode as Element);
    // Through components and portals: a dialog's content is the component's, wherever it is drawn.
    else hostElements(node.child, found);
  }
  return found;
}

/** Whether an element draws a box of its own (a fill, an edge, a shadow) or is a form control. */
function drawsBox(element: Element): boolean {
  if (['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'IMG', 'SVG', 'svg'].includes(element.tagName)) return true;
  const style = element.ownerDocument.defaultView!.getComputedStyle(element);
  const clear = (colour: string) => colour === 'transparent' || /rgba?\(.*,\s*0\)$/.test(colour);
  return (
    !clear(style.backgroundColor) ||
    style.backgroundImage !== 'none' ||
    style.boxShadow !== 'none' ||
    (parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none') ||
    (parseFloat(style.borderLeftWidth) > 0 && style.borderLeftStyle !== 'none')
  );
}

const area = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width * box.height;
};

/** An open panel a component portals out (a dialog, a menu, a list, a tooltip): what it is drawn as. */
const panelSelector =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"], [data-radix-popper-content-wrapper] > *';

/**
 * The element that is the component itself, of the elements it rendered: its open panel if it
 * has one (the dialog, not its trigger or a `<template>`), else the first with a box on the page;
 * then, through a wrapper that draws nothing, the element that fills it (the input, not the
 * layout `<div>` around it).
 */
function ownElement(rendered: Array<Element | null | undefined>): Element | undefined {
  // A frame that reloads for a toolbar change leaves fibers whose elements are gone.
  const elements = rendered.filter((element): element is Element => element?.isConnected === true);
  const visible = (element: Element) => area(element) > 0;
  const panel = elements
    .flatMap((element) => [element, ...Array.from(element.querySelectorAll(panelSelector))])
    .find((element) => element.matches(panelSelector) && visible(element));
  let own = panel ?? elements.find(visible);
  while (own && !drawsBox(own)) {
    const filling = Array.from(own.children).find(
      (child) => drawsBox(child) && area(child) >= 0.8 * area(own!) && visible(child),
    );
    if (!filling) break;
    own = filling;
  }
  return own;
}

/** The props that set a component's size and main states, as the measurements' columns name them. */
const stateProps = ['disabled', 'invalid', 'loading', 'readOnly'] as const;

/** What an instance is, from its props: its size (its default when unset) and its states. */
function instanceLabel(fiber: Fiber): string {
  const props = fiber.memoizedProps ?? {};
  const docgen = docgenOf(fiber.type);
  const size =
    typeof props.size === 'string' ? props.size : docgen?.props?.size?.defaultValue?.value?.replace(/^['"]|['"]$/g, '');
  return [size ? `size ${size}` : '', ...stateProps.filter((prop) => props[prop] === true)].filter(Boolean).join(', ');
}

/** The story a docs block renders, in the page or in its frame. */
function storyScope(block: Element): Element | undefined {
  const frame = block.querySelector<HTMLIFrameElement>('iframe[src*="iframe.html"]');
  return (frame ? frame.contentDocument?.body : block.querySelector('[id^="story--"]')) ?? undefined;
}

interface Measured {
  label: string;
  element: Element;
}

/**
 * The instances of the component `name` the page's examples render, one per size and state (the
 * main example first): each measured on its own element, found through React's fibers.
 */
function measuredInstances(doc: Document, name: string): Measured[] {
  const blocks = Array.from(doc.querySelectorAll('#storybook-docs .docs-story'));
  const measured: Measured[] = [];
  const labels = new Set<string>();
  for (const [index, block] of blocks.entries()) {
    const scope = storyScope(block);
    const first = scope?.querySelector('[data-story-root]') ?? scope?.firstElementChild;
    const fiber = first ? fiberOf(first) : undefined;
    for (const instance of fiber ? componentFibers(fiber, name) : []) {
      const element = ownElement(hostElements(instance.child));
      const key = instanceLabel(instance);
      const main = index === 0 && !measured.length;
      if (!element || (!main && (!key || labels.has(key)))) continue;
      labels.add(key);
      measured.push({ label: main ? `main${key ? ` (${key})` : ''}` : key, element });
    }
    // The main example's block is always measured: by its root when the component renders no element.
    if (index === 0 && !measured.length) {
      const root = exampleRoot(block);
      if (root) measured.push({ label: 'main', element: root });
    }
  }
  return measured.slice(0, 8);
}

/** Padding as CSS writes it in short: `1 px 12 px`. */
function paddingOf(style: CSSStyleDeclaration): string {
  const side = (name: string) => px(style.getPropertyValue(`padding-${name}`));
  const [top, right, bottom, left] = [side('top'), side('right'), side('bottom'), side('left')];
  if (top === bottom && right === left) return top === right ? top : `${top} · ${right}`;
  return [top, right, bottom, left].join(' · ');
}

type Row = { label: string; key: string; values: string[] };

/**
 * The component's measurements, read from the browser as it renders the page's examples: for the
 * main example and each other size and state the page shows, the component's own element (the
 * input, not the layout around it; the open dialog, not its trigger), its size, padding, gap,
 * corner radius, border and type. Generated each time the page opens, so they follow the styles.
 */
export function Measurements({ name }: { name: string }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [table, setTable] = useState<{ columns: string[]; rows: Row[]; sizes: [number, number][] }>({
    columns: [],
    rows: [],
    sizes: [],
  });
  const measure = () => {
    const doc = wrapper.current?.ownerDocument;
    if (!doc) return;
    const instances = measuredInstances(doc, name);
    if (!instances.length) return;
    const styles = instances.map(({ element }) => element.ownerDocument.defaultView!.getComputedStyle(element));
    const boxes = instances.map(({ element }) => element.getBoundingClientRect());
    const row = (label: string, key: string, value: (style: CSSStyleDeclaration, index: number) => string): Row => ({
      label,
      key,
      values: styles.map(value),
    });
    const element = (index: number) => {
      const target = instances[index]!.element;
      const role = target.getAttribute('role');
      return `<${target.tagName.toLowerCase()}>${role ? ` role="${role}"` : ''}`;
    };
    const next = {
      columns: instances.map(({ label }) => label),
      sizes: boxes.map((box) => [Math.round(box.width), Math.round(box.height)] as [number, number]),
      rows: [
        row('Element', 'element', (_, index) => element(index)),
        row(
          'Size',
          'size',
          (_, index) => `${Math.round(boxes[index]!.width)} × ${Math.round(boxes[index]!.height)} px`,
        ),
        row('Padding', 'padding', paddingOf),
        row('Gap', 'gap', (style) =>
          style.rowGap === 'normal'
            ? 'none'
            : px(style.rowGap) + (style.rowGap === style.columnGap ? '' : ` / ${px(style.columnGap)}`),
        ),
        row('Corner radius', 'radius', (style) => px(style.borderTopLeftRadius)),
        row('Border', 'border', (style) =>
          style.borderTopStyle === 'none' ? 'none' : `${px(style.borderTopWidth)} ${style.borderTopStyle}`,
        ),
        row('Type', 'type', (style) => `${px(style.fontSize)} / ${px(style.lineHeight)}, weight ${style.fontWeight}`),
      ],
    };
    setTable((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
  };
  useSettled(measure, wrapper);
  return (
    <div ref={wrapper} style={{ overflowX: 'auto' }}>
      <table data-measurements="" style={{ width: '100%', fontSize: '14px' }}>
        {table.columns.length ? (
          <thead>
            <tr>
              <td />
              {table.columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  style={{ textAlign: 'start' }}
                  data-measured={column}
                  data-width={table.sizes[index]![0]}
                  data-height={table.sizes[index]![1]}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {table.rows.map(({ label, key, values }) => (
            <tr key={key} data-measurement={key}>
              <th scope="row" style={{ textAlign: 'start', whiteSpace: 'nowrap' }}>
                {label}
              </th>
              {values.map((value, index) => (
                <td key={table.columns[index]}>
                  <code>{value}</code>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Width of the band beside the example that holds the numbers, at the start of the line. */
const GUTTER = 40;

const callout: CSSProperties = {
  position: 'absolute',
  display: 'grid',
  placeItems: 'center',
  width: '22px',
  height: '22px',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.accentContrast,
  font: `700 12px/1 ${vars.font.body}`,
  boxShadow: `0 0 0 2px ${vars.color.background}`,
  pointerEvents: 'none',
  transform: 'translate(-50%, -50%)',
};

type AnatomyMark = {
  number: number;
  found: boolean;
  /** Where the number sits, in the band beside the example. */
  x: number;
  y: number;
  /** Where its leader line ends: just inside the part's start edge, halfway down. */
  anchorX: number;
  anchorY: number;
};

/**
 * The main example with its parts numbered as the anatomy list numbers them: each part is found
 * by its `selector` in the rendered example (or in the document, for a part portalled out of it,
 * such as a menu); a part not found, or without a box, is marked `data-found="false"`. The numbers stand in a band at the start of the line, clear of the example's
 * text, each with a leader line to its part; in right to left, the band and the lines' ends follow
 * the example to the other side.
 */
export function AnatomyPicture({
  of,
  parts,
  children,
}: {
  of: unknown;
  /** The parts this picture numbers, each with its number in the anatomy list. */
  parts: ReadonlyArray<AnatomyPart & { number: number }>;
  /** The example's own frame, in place of the docs' canvas (a phone's, for a story meant for one). */
  children?: ReactNode;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [picture, setPicture] = useState<{ rtl: boolean; width: number; marks: AnatomyMark[] }>({
    rtl: false,
    width: 0,
    marks: [],
  });
  const measure = () => {
    const container = wrapper.current;
    const root = exampleRoot(container?.querySelector('[data-anatomy-example]') ?? null);
    if (!container || !root) return;
    const rtl = getComputedStyle(root).direction === 'rtl';
    const width = container.getBoundingClientRect().width;
    const x = rtl ? width - GUTTER / 2 : GUTTER / 2;
    const marks = parts.map(({ number, selector, at }): AnatomyMark => {
      // The example, with the elements it renders beside its root (a fragment's), then what it
      // portals out of the docs column (a menu, a list): not the page's other examples.
      const scopes = [root, root.parentElement].filter((scope) => scope !== null);
      const element =
        scopes.find((scope) => scope.matches(selector)) ??
        scopes.map((scope) => scope.querySelector(selector)).find(Boolean) ??
        Array.from(root.ownerDocument.querySelectorAll(selector)).find(
          (candidate) => !candidate.closest('#storybook-docs'),
        );
      const box = element ? boxIn(container, element) : undefined;
      // A part out of sight (`hidden`, `display: none`) has no box to point at.
      if (!box || (!box.width && !box.height)) return { number, found: false, x, y: 0, anchorX: x, anchorY: 0 };
      const inset = Math.min(8, box.width / 2, box.height / 2);
      const start = rtl ? box.left + box.width - inset : box.left + inset;
      const end = rtl ? box.left + inset : box.left + box.width - inset;
      const anchorX = at === 'bottom-end' ? end : start;
      const anchorY = at === 'bottom-end' ? box.top + box.height - inset : box.top + box.height / 2;
      return { number, found: true, x, y: anchorY, anchorX, anchorY };
    });
    // Numbers keep the list's order down the band, 26 px apart at least, as near their parts as that allows.
    let floor = 11;
    for (const mark of marks.filter(({ found }) => found)) {
      mark.y = Math.max(mark.y, floor);
      floor = mark.y + 26;
    }
    const next = { rtl, width, marks };
    setPicture((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
  };
  useSettled(measure, wrapper);
  const shown = picture.marks.filter(({ found }) => found);
  return (
    <div
      ref={wrapper}
      style={{ position: 'relative', [picture.rtl ? 'paddingRight' : 'paddingLeft']: `${GUTTER}px` }}
      data-anatomy-picture=""
      data-direction={picture.rtl ? 'rtl' : 'ltr'}
    >
      <div data-anatomy-example="">{children ?? <Canvas of={of} />}</div>
      <svg
        aria-hidden="true"
        width="100%"
        height="100%"
        style={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'visible' }}
      >
        {shown.map(({ number, x, y, anchorX, anchorY }) => (
          <g key={number} data-anatomy-leader={number} stroke={vars.color.accentText} fill={vars.color.accentText}>
            <polyline
              points={`${x},${y} ${anchorX + (picture.rtl ? 12 : -12)},${y} ${anchorX},${anchorY}`}
              fill="none"
              strokeWidth="1.5"
            />
            <circle cx={anchorX} cy={anchorY} r="3" stroke={vars.color.background} strokeWidth="1.5" />
          </g>
        ))}
      </svg>
      {picture.marks.map(({ number, x, y, found }) => (
        <span
          key={number}
          aria-hidden="true"
          data-anatomy-callout={number}
          data-found={found ? undefined : 'false'}
          style={{ ...callout, left: x, top: y, display: found ? 'grid' : 'none' }}
        >
          {number}
        </span>
      ))}
    </div>
  );
}
