/**
 * The documents' pages: one content module per document of the list, each a page a client would
 * read (several sections, 300 to 700 words), in French typography, quoting the company's facts
 * from the site config only.
 */
import { describe, expect, it } from 'vitest';
// The test, not the site, reads the server's defaults: the documented limits must be the ones it applies.
import { checkMessage, messageEndpoints, messageFields, type MessageKind } from '@company/contract/messages';
import { site } from '../../config/site';
import { frenchTypographyRules } from '../../testing/frenchTypography';
import {
  docHref,
  docItems,
  docPageCopy,
  docsHero,
  docResources,
  docNeighbours,
  docPlainText,
  docTextParts,
  findDoc,
  type DocBlock,
  type DocContent,
} from '../docs';
import { docIds } from '../docIds';
import { formatNumber } from '@company/contract/format';
import { docContentIds, loadDocContent } from '.';

const modules = import.meta.glob<DocContent>(['./*.ts', '!./index.ts', '!./*.test.ts'], {
  eager: true,
  import: 'content',
});
const sources = import.meta.glob<string>(['./*.ts', '!./index.ts', '!./*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const contentOf = (id: string): DocContent => {
  const content = modules[`./${id}.ts`];
  if (!content) throw new Error(`No content module for ${id}`);
  return content;
};

/** The code samples of a document, as typed. */
const codeOf = (id: string): string[] =>
  contentOf(id).sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.kind === 'code' ? [block.code] : [])),
  );

/** Every text of a block a visitor reads as French prose: code is shown as typed, and left out. */
function proseOf(block: DocBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items;
    case 'steps':
      return block.items.flatMap((step) => [step.title, step.description]);
    case 'table':
      return [block.caption, ...block.headers, ...block.rows.flat()];
    case 'code':
      return [block.caption];
    case 'note':
      return [block.title, block.text];
  }
}

interface Found {
  id: string;
  value: string;
}

const prose: Found[] = docItems.flatMap(({ id, title, description }) => {
  const content = contentOf(id);
  return [
    title,
    description,
    content.intro,
    ...content.sections.flatMap((section) => [section.title, ...section.blocks.flatMap(proseOf)]),
  ].map((value) => ({ id, value }));
});

const words = (id: string) =>
  prose
    .filter((found) => found.id === id)
    .flatMap(({ value }) => value.split(/[\s\u00a0\u202f]+/))
    .filter((word) => /[\p{L}\d]/u.test(word)).length;

describe('document pages', () => {
  it('gives every document of the list a content module and a route, and no module without a document', () => {
    const ids = docItems.map((item) => item.id);
    // The routes are made from docIds: the list follows its order.
    expect(ids).toEqual(docIds);
    expect([...docContentIds].sort()).toEqual([...ids].sort());
    expect(Object.keys(modules)).toHaveLength(ids.length);
  });

  it('gives each document a unique slug that reads well in an address', () => {
    const ids = docItems.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(docHref(id)).toBe(`/docs/${id}`);
      expect(findDoc(id)?.id).toBe(id);
    }
    expect(findDoc('inconnu')).toBeUndefined();
  });

  it.each(docItems)('$id has a search description of 50 to 160 characters, and its own', ({ description }) => {
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(docItems.filter((item) => item.description === description)).toHaveLength(1);
  });

  it.each(docItems)('$id has an introduction and three to five titled sections of 300 to 700 words', ({ id }) => {
    const content = contentOf(id);
    expect(content.intro.length).toBeGreaterThan(80);
    expect(content.sections.length).toBeGreaterThanOrEqual(3);
    expect(content.sections.length).toBeLessThanOrEqual(5);
    const titles = content.sections.map((section) => section.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const section of content.sections) expect(section.blocks.length).toBeGreaterThan(0);
    // Beyond paragraphs: each page guides with a list, steps, a table or code.
    const kinds = new Set(content.sections.flatMap((section) => section.blocks.map((block) => block.kind)));
    expect([...kinds].some((kind) => kind !== 'paragraph')).toBe(true);
    expect(words(id)).toBeGreaterThanOrEqual(300);
    expect(words(id)).toBeLessThanOrEqual(700);
  });

  it('marks names as code with pairs of backticks, around words only', () => {
    const unbalanced = prose.filter(({ value }) => (value.match(/`/g) ?? []).length % 2 === 1);
    expect(unbalanced).toEqual([]);
    const names = prose.flatMap(({ value }) => docTextParts(value).filter((part) => part.code));
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter(({ text }) => text.trim() !== text || text.includes('\u00a0'))).toEqual([]);
  });

  it.each(frenchTypographyRules)('has no %s in what a visitor reads', (_rule, pattern) => {
    const offending = prose
      .filter(({ value }) => pattern.test(docPlainText(value).replaceAll(site.phone, 'TÉLÉPHONE')))
      .map(({ id, value }) => `${id}: ${value}`);
    expect(offending).toEqual([]);
  });

  it('announces no date: no year appears in the text', () => {
    // Code samples show timestamps as an API returns them; the prose never dates anything.
    const offending = prose.filter(({ value }) => /\b20\d\d\b/.test(value)).map(({ id, value }) => `${id}: ${value}`);
    expect(offending).toEqual([]);
  });

  it('takes the brand, phone, e-mail and legal facts from the site config', () => {
    const facts = [site.brand, site.phone, site.email, site.legalForm, site.shareCapital, site.registry];
    for (const [file, source] of Object.entries(sources)) {
      const literals = source.match(/(['"`])(?:\\.|(?!\1)[^\\])*\1/g) ?? [];
      for (const literal of literals) {
        for (const fact of facts) {
          expect(literal.includes(fact), `${file} hard-codes « ${fact} » in ${literal}`).toBe(false);
        }
      }
    }
  });

  it('places the company in Toamasina, Madagascar only', () => {
    expect(prose.filter(({ value }) => /Dakar|S[ée]n[ée]gal/i.test(value))).toEqual([]);
  });

  it('shows in its code samples only placeholders for secrets, and the site’s own origin', () => {
    const samples = docItems.flatMap(({ id }) => codeOf(id));
    expect(samples.length).toBeGreaterThan(10);
    const addresses = samples.flatMap((code) => code.match(/https:\/\/[^\s"'/]+/g) ?? []);
    expect(addresses.length).toBeGreaterThan(3);
    expect(new Set(addresses)).toEqual(new Set([site.origin]));
    for (const code of samples) expect(code).not.toMatch(/(?:secret|token|key)\s*[=:]\s*["']?[a-z0-9]{16,}/i);
  });

  it('names no package, host, endpoint or webhook that we do not publish', () => {
    const everything = JSON.stringify([
      docItems,
      docsHero,
      docPageCopy,
      docResources,
      docItems.map(({ id }) => contentOf(id)),
    ]);
    for (const invented of [
      /api\.company\.example/i,
      /@company\/sdk/i,
      /company-sdk/i,
      /webhook/i,
      /npm (?:install|i) /,
      /pip install/,
    ])
      expect(everything).not.toMatch(invented);
    const paths = new Set(everything.match(/\/api\/[a-z/-]*/g));
    expect(paths.size).toBeGreaterThan(0);
    for (const path of paths) expect(Object.values(messageEndpoints)).toContain(path);
  });

  it('documents each endpoint’s fields with the limits the server checks', () => {
    const reference = contentOf('reference-api-rest');
    const tables = reference.sections.flatMap((section) =>
      section.blocks.filter((block) => block.kind === 'table' && block.headers[0] === 'Champ'),
    );
    const documented = tables.map((table) =>
      table.kind === 'table'
        ? table.rows.map(([name = '', required, length]) => [name.replaceAll('`', ''), required, length])
        : [],
    );
    const kinds: MessageKind[] = ['contact', 'support'];
    expect(documented).toEqual(
      kinds.map((kind) =>
        messageFields[kind].map((field) => [
          field.name,
          field.required ? 'Oui' : 'Non',
          `${formatNumber(field.maxLength)}\u00a0caractères`,
        ]),
      ),
    );
  });

  it('shows requests the server accepts, and the errors it answers to one it refuses', () => {
    const samples = docItems.flatMap(({ id }) => codeOf(id));
    // Every JSON message of a cURL example passes the server's own check.
    const bodies = samples.flatMap((code) => [...code.matchAll(/-d '(\{[\s\S]*?\})'/g)].map((match) => match[1] ?? ''));
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies)
      expect(checkMessage('contact', JSON.parse(body) as Record<string, unknown>).ok).toBe(true);
    // The documented 400 answers the documented request, field by field.
    const reference = contentOf('reference-api-rest').sections.flatMap((section) => section.blocks);
    const [request, answer] = reference.flatMap((block) =>
      block.kind === 'code' && block.language === 'json' ? [block.code] : [],
    );
    const check = checkMessage('contact', JSON.parse(request ?? '{}') as Record<string, unknown>);
    expect(check.ok).toBe(false);
    const documented = JSON.parse(answer ?? '{}') as { error?: { code?: string; fields?: unknown } };
    expect(documented.error?.code).toBe('invalid_request');
    expect(documented.error?.fields).toEqual(check.ok ? {} : check.errors);
  });

  it('loads each document’s content on demand, and refuses an unknown one', async () => {
    for (const { id } of docItems) await expect(loadDocContent(id)).resolves.toBe(contentOf(id));
    await expect(loadDocContent('inconnu')).rejects.toThrow(/inconnu/);
  });
});

describe('docNeighbours', () => {
  it('links each document to the ones before and after it, in the order of the list', () => {
    const [first] = docItems;
    const last = docItems.at(-1);
    if (!first || !last) throw new Error('The list is empty.');
    expect(docNeighbours(first.id).previous).toBeUndefined();
    expect(docNeighbours(last.id).next).toBeUndefined();
    docItems.forEach((item, index) => {
      const { previous, next } = docNeighbours(item.id);
      expect(previous).toBe(docItems[index - 1]);
      expect(next).toBe(docItems[index + 1]);
    });
    expect(docNeighbours('inconnu')).toEqual({});
  });
});
