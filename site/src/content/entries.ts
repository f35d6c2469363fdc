import { z } from 'astro/zod';
import { getCollection, getEntry } from 'astro:content';
import { milestonesOf, teamOf } from './about';
import { docItemsOf, docPageOf } from './docs';
import { docNeighbours } from '../data/docs';
import { faqCategoriesOf } from './faq';
import { legalPage, type LegalPageId } from './legal';
import { docSchema, faqSchema, legalSchema, milestoneSchema, serviceSchema, teamMemberSchema } from './schemas';
import { serviceDetailsOf } from './services';

/**
 * `getEntry` seen as what it returns before its checks: `astro:content` is typed only once
 * `astro sync` has run, and the entry is checked here either way.
 */
const findEntry = getEntry as unknown as (collection: string, id: string) => Promise<unknown>;
const findEntries = getCollection as unknown as (collection: string) => Promise<unknown[]>;

const rendered = <S extends z.ZodType>(schema: S) =>
  z.object({ id: z.string(), data: schema, rendered: z.object({ html: z.string() }) });

/** An entry of `collection` that the build has rendered (a Markdown file), checked against `schema`. */
async function renderedEntry<S extends z.ZodType>(collection: string, id: string, schema: S) {
  const entry = await findEntry(collection, id);
  if (entry === undefined) throw new Error(`src/content/${collection}/${id}.md is missing`);
  return rendered(schema).parse(entry);
}

/** Every entry of `collection`, each a Markdown file the build has rendered, checked against `schema`. */
async function renderedEntries<S extends z.ZodType>(collection: string, schema: S) {
  return (await findEntries(collection)).map((entry) => rendered(schema).parse(entry));
}

/** The legal text `id` as its page shows it (src/content/legal/<id>.md). */
export async function loadLegalPage(id: LegalPageId) {
  const entry = await renderedEntry('legal', id, legalSchema);
  return legalPage(entry.id, entry.data, entry.rendered.html);
}

/** The FAQ's themes in their order (src/content/faq). */
export async function loadFaqCategories() {
  const entries = await renderedEntries('faq', faqSchema);
  return faqCategoriesOf(entries.map(({ id, data, rendered: { html } }) => ({ id, data, html })));
}

/** The service pages' texts by service id (src/content/services). */
export async function loadServiceDetails() {
  const entries = await renderedEntries('services', serviceSchema);
  return serviceDetailsOf(entries.map(({ data, rendered: { html } }) => ({ data, html })));
}

/** The about page's team and history (src/content/team, src/content/milestones). */
export async function loadAboutEntries() {
  const flat = <T>(entries: { id: string; data: T; rendered: { html: string } }[]) =>
    entries.map(({ id, data, rendered: { html } }) => ({ id, data, html }));
  return {
    team: teamOf(flat(await renderedEntries('team', teamMemberSchema))),
    milestones: milestonesOf(flat(await renderedEntries('milestones', milestoneSchema))),
  };
}

/** The documents' cards, in the order of the list on /docs (src/content/docs). */
export async function loadDocItems() {
  return docItemsOf(await renderedEntries('docs', docSchema));
}

/** The page of the document `id` (src/content/docs/<id>.md) and the documents before and after it. */
export async function loadDocPage(id: string) {
  const entry = await renderedEntry('docs', id, docSchema);
  return {
    page: await docPageOf(entry.id, entry.data, entry.rendered.html),
    ...docNeighbours(await loadDocItems(), id),
  };
}
