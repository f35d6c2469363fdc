/**
 * The documents' pages: one content module per document of the list, each a page a client would
 * read (several sections, 300 to 700 words), in French typography, quoting the company's facts
 * from the site config only.
 */
import { describe, expect, it } from 'vitest';
import { clientApi } from '../../config/clientApi';
import { site } from '../../config/site';
import { frenchTypographyRules } from '../../testing/frenchTypography';
import {
  docHref,
  docItems,
  docNeighbours,
  docPlainText,
  docTextParts,
  findDoc,
  type DocBlock,
  type DocContent,
} from '../docs';
import { docIds } from '../docIds';
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

  it('shows in its code samples only placeholders for secrets, and the API of the config', () => {
    const samples = docItems.flatMap(({ id }) =>
      contentOf(id).sections.flatMap((section) =>
        section.blocks.flatMap((block) => (block.kind === 'code' ? [block.code] : [])),
      ),
    );
    expect(samples.length).toBeGreaterThan(10);
    const addresses = samples.flatMap((code) => code.match(/https:\/\/[^\s"/]+/g) ?? []);
    expect(addresses.length).toBeGreaterThan(3);
    expect(new Set(addresses)).toEqual(new Set([new URL(clientApi.baseUrl).origin]));
    for (const code of samples) expect(code).not.toMatch(/(?:secret|token|key)\s*[=:]\s*["']?[a-z0-9]{16,}/i);
  });

  it('derives the API and SDK names from the brand and the origin', () => {
    const domain = new URL(site.origin).hostname.replace(/^www\./, '');
    expect(clientApi.baseUrl).toBe(`https://api.${domain}/v1`);
    expect(clientApi.npmPackage).toMatch(/^@[a-z0-9-]+\/sdk$/);
    expect(clientApi.npmPackage.slice(1)).toContain(site.brand.toLowerCase());
    expect(clientApi.pythonModule).toMatch(/^[a-z0-9_]+_sdk$/);
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
