/**
 * The documents' pages (src/content/docs): each a page a client would read (several sections, 300
 * to 700 words), in French typography, quoting the company's facts and the server's rules from the
 * contract only, and naming nothing we do not publish.
 */
import { describe, expect, it } from 'vitest';
// The test, not the site, reads the server's defaults: the documented limits must be the ones it applies.
import { formatNumber } from '@company/contract/format';
import {
  checkMessage,
  messageEndpoints,
  messageFields,
  type MessageApiErrorCode,
  type MessageKind,
} from '@company/contract/messages';
import { site } from '../config/site';
import { docHref, docNeighbours, docPageCopy, docResources, docsHero } from '../data/docs';
import { frenchTypographyRules } from '../testing/frenchTypography';
import { docItemsOf, docPageOf } from './docs';
import { renderMarkdown } from './markdown';
import { readCollection } from './read';
import { docSchema } from './schemas';
import { codeSamplesOf, tablesOf, textsOf } from './sections';

const entries = await readCollection('docs', docSchema);
const docItems = docItemsOf(entries);
const pages = await Promise.all(entries.map(({ id, data, html }) => docPageOf(id, data, html)));

const pageOf = (id: string) => {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No file src/content/docs/${id}.md`);
  return page;
};

/** The code samples of a document, as typed. */
const codeOf = (id: string) => pageOf(id).sections.flatMap((section) => codeSamplesOf(section.html));

interface Found {
  id: string;
  value: string;
}

/** Every text a visitor reads as French prose: code samples are shown as typed, and left out. */
const prose: Found[] = pages.flatMap((page) =>
  [
    page.title,
    page.description,
    ...textsOf(page.intro),
    ...page.sections.flatMap((section) => [section.title, ...textsOf(section.html)]),
  ].map((value) => ({ id: page.id, value })),
);

const words = (id: string) =>
  prose
    .filter((found) => found.id === id)
    .flatMap(({ value }) => value.split(/[\s\u00a0\u202f]+/))
    .filter((word) => /[\p{L}\d]/u.test(word)).length;

describe('document pages', () => {
  it('lists the documents in the order their files give, each at its own address', () => {
    expect(docItems.map((item) => item.id)).toEqual(
      [...entries].sort((a, b) => a.data.order - b.data.order).map((entry) => entry.id),
    );
    for (const { id } of docItems) {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(docHref(id)).toBe(`/docs/${id}`);
    }
    const [first, second] = entries;
    if (!first || !second) throw new Error('The list is empty.');
    expect(() => docItemsOf([first, { ...second, data: { ...second.data, order: first.data.order } }])).toThrow(
      /same order/,
    );
  });

  it.each(docItems)('$id has a search description of 50 to 160 characters, and its own', ({ description }) => {
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(docItems.filter((item) => item.description === description)).toHaveLength(1);
  });

  it.each(docItems)('$id has an introduction and three to five titled sections of 300 to 700 words', ({ id }) => {
    const page = pageOf(id);
    expect(textsOf(page.intro).join('').length).toBeGreaterThan(80);
    expect(page.sections.length).toBeGreaterThanOrEqual(3);
    expect(page.sections.length).toBeLessThanOrEqual(5);
    const titles = page.sections.map((section) => section.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const section of page.sections) expect(section.html).not.toBe('');
    // Beyond paragraphs: each page guides with a list, steps, a table, code or a note.
    const html = page.sections.map((section) => section.html).join('');
    expect(html).toMatch(/<(?:ul|ol|figure|aside)>/);
    expect(words(id)).toBeGreaterThanOrEqual(300);
    expect(words(id)).toBeLessThanOrEqual(700);
  });

  it('marks names as code with pairs of backticks, around words only', () => {
    // An unpaired backtick would be printed as it is.
    expect(prose.filter(({ value }) => value.includes('`'))).toEqual([]);
    const names = pages.flatMap((page) =>
      page.sections.flatMap((section) => [...section.html.matchAll(/<(?:p|li|td|th)>.*?<\/(?:p|li|td|th)>/gs)]),
    );
    const inlineCode = names.flatMap(([text]) =>
      [...text.matchAll(/<code>(.*?)<\/code>/g)].map(([, name = '']) => name),
    );
    expect(inlineCode.length).toBeGreaterThan(20);
    expect(inlineCode.filter((name) => name.trim() !== name || name.includes('\u00a0'))).toEqual([]);
  });

  it.each(frenchTypographyRules)('has no %s in what a visitor reads', (_rule, pattern) => {
    const offending = prose
      .filter(({ value }) => pattern.test(value.replaceAll(site.phone, 'TÉLÉPHONE')))
      .map(({ id, value }) => `${id}: ${value}`);
    expect(offending).toEqual([]);
  });

  it('announces no date: no year appears in the text', () => {
    // Code samples show timestamps as an API returns them; the prose never dates anything.
    const offending = prose.filter(({ value }) => /\b20\d\d\b/.test(value)).map(({ id, value }) => `${id}: ${value}`);
    expect(offending).toEqual([]);
  });

  it('takes the origin, addresses, limits and field names from the contract, never from the file', () => {
    const copied = [
      site.origin,
      site.email,
      ...Object.values(messageEndpoints),
      ...messageFields.contact.map((field) => `${formatNumber(field.maxLength)}\u00a0caractères`),
    ];
    for (const { id, source } of entries)
      for (const value of copied) expect(source.includes(value), `${id}.md copies « ${value} »`).toBe(false);
  });

  it('places the company in Toamasina, Madagascar only', () => {
    expect(prose.filter(({ value }) => /Dakar|S[ée]n[ée]gal/i.test(value))).toEqual([]);
  });

  it('shows in its code samples only placeholders for secrets, and the site’s own origin', () => {
    const samples = docItems.flatMap(({ id }) => codeOf(id)).map(({ code }) => code);
    expect(samples.length).toBeGreaterThan(10);
    const addresses = samples.flatMap((code) => code.match(/https:\/\/[^\s"'/]+/g) ?? []);
    expect(addresses.length).toBeGreaterThan(3);
    expect(new Set(addresses)).toEqual(new Set([site.origin]));
    for (const code of samples) expect(code).not.toMatch(/(?:secret|token|key)\s*[=:]\s*["']?[a-z0-9]{16,}/i);
  });

  it('names no package, host, endpoint or webhook that we do not publish', () => {
    const everything = JSON.stringify([docItems, docsHero, docPageCopy, docResources, pages]);
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
    const reference = pageOf('reference-api-rest');
    const tables = reference.sections
      .flatMap((section) => tablesOf(section.html))
      .filter((table) => table.headers[0] === 'Champ');
    const kinds: MessageKind[] = ['contact', 'support'];
    expect(tables.map((table) => table.caption)).toEqual(kinds.map((kind) => `Champs de ${messageEndpoints[kind]}`));
    expect(tables.map((table) => table.rows.map(([name, required, length]) => [name, required, length]))).toEqual(
      kinds.map((kind) =>
        messageFields[kind].map((field) => [
          field.name,
          field.required ? 'Oui' : 'Non',
          `${formatNumber(field.maxLength)}\u00a0caractères`,
        ]),
      ),
    );
  });

  it('lists every error code the server answers, and only those', () => {
    // Typed against the contract: a code renamed or removed there fails to compile here.
    const known: Record<MessageApiErrorCode, true> = {
      invalid_request: true,
      payload_too_large: true,
      method_not_allowed: true,
      origin_not_allowed: true,
      idempotency_conflict: true,
      rate_limited: true,
      storage_unavailable: true,
      internal_error: true,
    };
    const [errors] = pageOf('limites-erreurs').sections.flatMap((section) =>
      tablesOf(section.html).filter((table) => table.headers.includes('Code')),
    );
    const codes = errors?.rows.map(([, code = '']) => code) ?? [];
    expect(codes.filter((code) => !(code in known))).toEqual([]);
    expect(Object.keys(known).filter((code) => !codes.includes(code))).toEqual([]);
  });

  it('shows requests the server accepts, and the errors it answers to one it refuses', () => {
    const samples = docItems.flatMap(({ id }) => codeOf(id)).map(({ code }) => code);
    // Every JSON message of a cURL example passes the server's own check.
    const bodies = samples.flatMap((code) => [...code.matchAll(/-d '(\{[\s\S]*?\})'/g)].map((match) => match[1] ?? ''));
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies)
      expect(checkMessage('contact', JSON.parse(body) as Record<string, unknown>).ok).toBe(true);
    // The documented 400 answers the documented request, field by field.
    const [request, answer] = codeOf('reference-api-rest').filter(({ language }) => language === 'json');
    const check = checkMessage('contact', JSON.parse(request?.code ?? '{}') as Record<string, unknown>);
    expect(check.ok).toBe(false);
    const documented = JSON.parse(answer?.code ?? '{}') as { error?: { code?: string; fields?: unknown } };
    expect(documented.error?.code).toBe('invalid_request');
    expect(documented.error?.fields).toEqual(check.ok ? {} : check.errors);
  });

  it('fails on a fact or a part it does not know, rather than print its name', async () => {
    const [entry] = entries;
    if (!entry) throw new Error('The list is empty.');
    await expect(docPageOf(entry.id, entry.data, '<h2 id="a">A</h2><p>{inconnu}</p>')).rejects.toThrow(/\{inconnu\}/);
  });
});

describe('the documents’ Markdown', () => {
  it('sets notes apart and captions tables and code, and refuses a directive it does not know', async () => {
    const html = await renderMarkdown(
      [':::note[Titre]', 'Texte.', ':::', '', ':::figure[Légende]', '```json', '{}', '```', ':::', '', 'À 10:30'].join(
        '\n',
      ),
    );
    expect(html).toContain('<aside><p>Titre</p><p>Texte.</p></aside>');
    expect(codeSamplesOf(html)).toEqual([{ caption: 'Légende', language: 'json', code: '{}' }]);
    // A colon in running text is no directive.
    expect(html).toContain('<p>À 10:30</p>');
    await expect(renderMarkdown(':::avertissement[Titre]\nTexte.\n:::')).rejects.toThrow(/:::avertissement/);
    await expect(renderMarkdown(':::note\nTexte sans titre.\n:::')).rejects.toThrow(/needs a \[title\]/);
  });
});

describe('docNeighbours', () => {
  it('links each document to the ones before and after it, in the order of the list', () => {
    const [first] = docItems;
    const last = docItems.at(-1);
    if (!first || !last) throw new Error('The list is empty.');
    expect(docNeighbours(docItems, first.id).previous).toBeUndefined();
    expect(docNeighbours(docItems, last.id).next).toBeUndefined();
    docItems.forEach((item, index) => {
      const { previous, next } = docNeighbours(docItems, item.id);
      expect(previous).toBe(docItems[index - 1]);
      expect(next).toBe(docItems[index + 1]);
    });
    expect(docNeighbours(docItems, 'inconnu')).toEqual({});
  });
});
