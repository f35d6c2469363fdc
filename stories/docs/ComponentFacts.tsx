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
    ? ['Site block', 'This site’s page section, built from @company/ui; not in the package.', vars.color.textMuted]
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

const tokenKinds: Record<string, string> = {
  color: 'Colour',
  space: 'Space',
  radius: 'Radius',
  shadow: 'Shadow',
  font: 'Font',
  fontSize: 'Font size',
  fontWeight: 'Font weight',
  lineHeight: 'Line height',
  letterSpacing: 'Letter spacing',
  zIndex: 'Z-index',
  duration: 'Duration',
  easing: 'Easing',
};

/** The tokens the component's own styles use, read from its `.css.ts` files when the Storybook builds. */
export function TokensUsed({ name }: { name: string }) {
  const tokens = new Map(Object.entries(componentTokens[name] ?? {}));
  if (tokens.size === 0) return <p>Its own styles use no token: it takes its look from the components it renders.</p>;
  return (
    <table data-tokens-used="" style={{ width: '100%', fontSize: '14px' }}>
      <tbody>
        {Object.entries(tokenKinds)
          .filter(([kind]) => tokens.has(kind))
          .map(([kind, label]) => (
            <tr key={kind}>
              <th scope="row" style={{ textAlign: 'start', verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                {label}
              </th>
              <td>
                {[...tokens.get(kind)!].sort().map((token) => (
                  <code key={token} style={{ marginInlineEnd: '0.5rem', whiteSpace: 'nowrap' }}>
                    {token}
                  </code>
                ))}
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
    // A framed example loads when the reader scrolls to it (load does not bubble: caught on the way down).
    element.addEventListener('load', soon, true);
    return () => {
      timers.forEach(clearTimeout);
      observer.disconnect();
      element.removeEventListener('load', soon, true);
    };
  }, [ref]);
}

const px = (value: string) => (value.endsWith('px') ? `${Math.round(parseFloat(value) * 10) / 10} px` : value);

/**
 * The main example's measurements, read from the browser as it renders the page's first example:
 * its size, padding, gap, corner radius and type. Generated each time the page opens, so they
 * follow the styles.
 */
export function Measurements() {
  const wrapper = useRef<HTMLDivElement>(null);
  const [rows, setRows] = useState<[string, string][]>([]);
  const measure = () => {
    const root = exampleRoot(wrapper.current?.ownerDocument.querySelector('#storybook-docs .docs-story') ?? null);
    if (!root) return;
    const style = root.ownerDocument.defaultView!.getComputedStyle(root);
    const box = root.getBoundingClientRect();
    const padding = ['top', 'right', 'bottom', 'left'].map((side) => px(style.getPropertyValue(`padding-${side}`)));
    const next: [string, string][] = [
      [
        'Element',
        `<${root.tagName.toLowerCase()}>${root.getAttribute('role') ? ` role="${root.getAttribute('role')}"` : ''}`,
      ],
      ['Size', `${Math.round(box.width)} × ${Math.round(box.height)} px`],
      ['Padding (top · right · bottom · left)', padding.join(' · ')],
      [
        'Gap',
        style.rowGap === 'normal'
          ? 'none'
          : px(style.rowGap) + (style.rowGap === style.columnGap ? '' : ` / ${px(style.columnGap)}`),
      ],
      ['Corner radius', px(style.borderTopLeftRadius)],
      ['Border', style.borderTopStyle === 'none' ? 'none' : `${px(style.borderTopWidth)} ${style.borderTopStyle}`],
      ['Type', `${px(style.fontSize)} / ${px(style.lineHeight)}, weight ${style.fontWeight}`],
    ];
    setRows((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
  };
  useSettled(measure, wrapper);
  return (
    <div ref={wrapper}>
      <table data-measurements="" style={{ width: '100%', fontSize: '14px' }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={{ textAlign: 'start', whiteSpace: 'nowrap' }}>
                {label}
              </th>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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

/**
 * The main example with its parts numbered as the anatomy list numbers them: each part is found
 * by its `selector` in the rendered example (or in the document, for a part portalled out of it,
 * such as a menu) and its number drawn at its top-start corner.
 */
export function AnatomyPicture({ of, parts }: { of: unknown; parts: readonly AnatomyPart[] }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [marks, setMarks] = useState<{ number: number; left: number; top: number; found: boolean }[]>([]);
  const measure = () => {
    const container = wrapper.current;
    const root = exampleRoot(container?.querySelector('.docs-story') ?? null);
    if (!container || !root) return;
    const next = parts.flatMap((part, index) => {
      if (!part.selector) return [];
      const element = root.matches(part.selector)
        ? root
        : (root.querySelector(part.selector) ?? root.ownerDocument.querySelector(part.selector));
      if (!element) return [{ number: index + 1, left: 0, top: 0, found: false }];
      const box = boxIn(container, element);
      return [{ number: index + 1, left: box.left, top: box.top, found: true }];
    });
    // Parts that start at the same corner (a menu and its first label) get their numbers side by side.
    for (const [index, mark] of next.entries())
      while (next.slice(0, index).some((other) => Math.hypot(other.left - mark.left, other.top - mark.top) < 18))
        mark.left += 24;
    setMarks((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
  };
  useSettled(measure, wrapper);
  return (
    <div ref={wrapper} style={{ position: 'relative' }} data-anatomy-picture="">
      <Canvas of={of} />
      {marks.map(({ number, left, top, found }) => (
        <span
          key={number}
          aria-hidden="true"
          data-anatomy-callout={number}
          data-found={found ? undefined : 'false'}
          style={{ ...callout, left, top, display: found ? 'grid' : 'none' }}
        >
          {number}
        </span>
      ))}
    </div>
  );
}
