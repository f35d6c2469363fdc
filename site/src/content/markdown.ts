import { createSatteriMarkdownProcessor, type SatteriFeatures } from '@astrojs/markdown-satteri';
import { defineMdastPlugin } from 'satteri';

/**
 * How the site's Markdown is read, by the build (astro.config.ts) and by the tests that read the
 * collections (read.ts) alike. `{#id}` after a heading keeps a section's anchor stable when its
 * title changes; smart punctuation is off because it writes English quotes, while the texts carry
 * French typography as typed (« », no-break spaces). Directives (`:::note[…]`) set apart the
 * documents' notes, tables and code samples (see `directiveBlocks`).
 */
export const markdownFeatures: SatteriFeatures = { headingAttributes: true, smartPunctuation: false, directive: true };

/**
 * The two container directives of the documents' pages, written as Starlight's asides are:
 * `:::note[Title]` is a point to keep in mind (an `<aside>`, its title as first paragraph), and
 * `:::figure[Caption]` gives a table or a code sample its caption (a `<figure>` and its
 * `<figcaption>`). Any other directive fails the build rather than vanish from the page; a colon
 * in running text (« 10:30 », « a:b ») that the parser took for a text directive is put back.
 */
export const directiveBlocks = defineMdastPlugin({
  name: 'directive-blocks',
  // The opening line tells whether the directive has a [title]: its label's `data` would say it
  // too, but a child's fields are read lazily, which fails in the tests' jsdom realm.
  options: { position: true },
  containerDirective(node, context) {
    const [label, ...body] = node.children;
    const opening = context.source.slice(node.position?.start.offset ?? 0).split('\n', 1)[0] ?? '';
    if (!/^:{3,}[\w-]+\[/.test(opening) || !label || body.length === 0)
      throw new Error(`:::${node.name} needs a [title] and a body`);
    // `hName` names the HTML element a node becomes, as in remark-directive's examples.
    if (node.name === 'note') return context.setProperty(node, 'data', { hName: 'aside' });
    if (node.name === 'figure') {
      context.setProperty(label, 'data', { hName: 'figcaption' });
      return context.setProperty(node, 'data', { hName: 'figure' });
    }
    throw new Error(`Unknown directive :::${node.name}: the site's Markdown knows :::note and :::figure`);
  },
  leafDirective(node) {
    throw new Error(`Unknown directive ::${node.name}: the site's Markdown knows :::note and :::figure`);
  },
  textDirective(node) {
    if (node.children.length > 0 || Object.keys(node.attributes ?? {}).length > 0)
      throw new Error(`Unknown directive :${node.name}[…]{…}: the site's Markdown has no text directives`);
    return { type: 'text', value: `:${node.name}` };
  },
});

/** The Markdown plugins of the build and the tests. */
export const markdownPlugins = [directiveBlocks];

let processor: ReturnType<typeof createSatteriMarkdownProcessor> | undefined;

/**
 * `source` as HTML, with the build's settings: for the tests, which run outside Astro, and for the
 * parts of a page made from the contract when the page is built.
 */
export async function renderMarkdown(source: string): Promise<string> {
  processor ??= createSatteriMarkdownProcessor({
    syntaxHighlight: false,
    features: markdownFeatures,
    mdastPlugins: markdownPlugins,
  });
  return (await (await processor).render(source)).code;
}
