import { Alert, Code, CodeBlock, List, ListItem, Steps, Table, Text } from '@company/ui';
import { Fragment, type ReactNode } from 'react';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Element = DefaultTreeAdapterMap['element'];
type Child = DefaultTreeAdapterMap['childNode'];

/** A row of a document's table, keyed by the position of its column. */
type TableRow = Record<string, ReactNode>;

const isElement = (node: Child): node is Element => 'tagName' in node;

/** The elements among `nodes`, without the line breaks Markdown writes between blocks. */
const elementsOf = (nodes: readonly Child[]): Element[] =>
  nodes
    .filter((node) => isElement(node) || (node.nodeName === '#text' && textOf(node).trim() !== ''))
    .map((node) => {
      if (!isElement(node)) throw new Error(`Text outside a paragraph in a document: « ${textOf(node)} »`);
      return node;
    });

/** The text of a node, as a visitor reads it. */
function textOf(node: Child): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return isElement(node) ? node.childNodes.map(textOf).join('') : '';
}

/** An attribute of an element, or undefined. */
const attribute = (node: Element, name: string) => node.attrs.find((attr) => attr.name === name)?.value;

/** The top-level elements of rendered Markdown. */
const fragmentOf = (html: string): Element[] => elementsOf(parseFragment(html).childNodes);

const childrenOf = (node: Element, tag: string) => elementsOf(node.childNodes).filter((child) => child.tagName === tag);

/** Running text: words, names as typed (`code`), emphasis and links. */
function inline(nodes: readonly Child[]): ReactNode[] {
  // A text's runs never move: their position is their identity.
  return nodes.map((node, index) => {
    if (!isElement(node)) return textOf(node);
    switch (node.tagName) {
      case 'code':
        return <Code key={index}>{textOf(node)}</Code>;
      case 'strong':
        return <strong key={index}>{inline(node.childNodes)}</strong>;
      case 'em':
        return <em key={index}>{inline(node.childNodes)}</em>;
      case 'a':
        return (
          <a key={index} href={attribute(node, 'href')}>
            {inline(node.childNodes)}
          </a>
        );
      default:
        throw new Error(`<${node.tagName}> has no place in a document's running text`);
    }
  });
}

/** A numbered list is a procedure: each item's bold opening is its step's title, the rest its description. */
function steps(list: Element) {
  const items = childrenOf(list, 'li').map((item) => {
    const [title, ...description] = item.childNodes;
    if (!title || !isElement(title) || title.tagName !== 'strong')
      throw new Error(`A step opens with its title in bold: « ${textOf(item)} »`);
    const [first, ...rest] = description;
    // The line break after the title is Markdown's, not the description's.
    const opening = first && !isElement(first) ? [textOf(first).trimStart(), ...inline(rest)] : inline(description);
    return { title: textOf(title), description: opening };
  });
  return <Steps items={items} layout="vertical" level={3} />;
}

/** A `:::figure[Caption]`: a table or a code sample under its caption. */
function figure(node: Element) {
  const [caption, content] = elementsOf(node.childNodes);
  if (caption?.tagName !== 'figcaption' || !content)
    throw new Error('A figure holds its caption and one table or code');
  if (content.tagName === 'pre') {
    const [code] = childrenOf(content, 'code');
    const language = code && attribute(code, 'class')?.replace(/^language-/, '');
    return <CodeBlock caption={textOf(caption)} language={language} code={textOf(content).replace(/\n$/, '')} />;
  }
  if (content.tagName !== 'table') throw new Error(`A figure holds a table or code, not <${content.tagName}>`);
  const [head, body] = elementsOf(content.childNodes);
  const headers = head ? childrenOf(head, 'tr').flatMap((row) => childrenOf(row, 'th')) : [];
  const rows = body ? childrenOf(body, 'tr').map((row) => childrenOf(row, 'td')) : [];
  return (
    <Table<TableRow>
      caption={textOf(caption)}
      columns={headers.map((header, index) => ({ key: String(index), header: textOf(header) }))}
      rows={rows.map((cells) =>
        // The table draws a cell's value when it is one element: the runs of a cell go in a fragment.
        Object.fromEntries(cells.map((cell, index) => [String(index), <>{inline(cell.childNodes)}</>])),
      )}
      // Each table is fixed content: a row's position is its identity.
      getRowKey={(_row, index) => index}
      rowHeader="0"
    />
  );
}

/** A `:::note[Title]`: a point to keep in mind, set apart from the text. */
function note(node: Element) {
  const [title, ...body] = elementsOf(node.childNodes);
  if (!title) throw new Error('A note needs a title');
  return (
    <Alert tone="info" live="off" title={inline(title.childNodes)}>
      {body.length === 1
        ? inline(body[0]?.childNodes ?? [])
        : body.map((paragraph, index) => <p key={index}>{inline(paragraph.childNodes)}</p>)}
    </Alert>
  );
}

/** One block of a document, drawn with the package's component of its kind. */
function block(node: Element): ReactNode {
  switch (node.tagName) {
    case 'p':
      return <Text>{inline(node.childNodes)}</Text>;
    case 'ul':
      return (
        <Text as="div">
          <List>
            {childrenOf(node, 'li').map((item, index) => (
              // A list's items are fixed content: their position is their identity.
              <ListItem key={index}>{inline(item.childNodes)}</ListItem>
            ))}
          </List>
        </Text>
      );
    case 'ol':
      return steps(node);
    case 'figure':
      return figure(node);
    case 'aside':
      return note(node);
    default:
      throw new Error(`<${node.tagName}> has no place in a document's section`);
  }
}

/**
 * The blocks of a section of a document, from its rendered Markdown (src/content/docs): paragraphs,
 * lists, steps, tables, code and notes, each drawn as the design system draws it. The page is
 * built once, so this runs at build time only.
 */
export function DocBody({ html }: { html: string }) {
  const blocks = fragmentOf(html).map(block);
  // The blocks of a section are fixed content: their position is their identity.
  return blocks.map((node, index) => <Fragment key={index}>{node}</Fragment>);
}

/** A paragraph of a document's Markdown, rendered, as running text: its words and its names as typed. */
export function DocText({ html }: { html: string }) {
  const [paragraph, ...more] = fragmentOf(html);
  if (paragraph?.tagName !== 'p' || more.length > 0) throw new Error(`One paragraph expected: ${html}`);
  return inline(paragraph.childNodes);
}
