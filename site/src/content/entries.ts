import { z } from 'astro/zod';
import { getEntry } from 'astro:content';
import { legalPage, type LegalPageId } from './legal';
import { legalSchema } from './schemas';

/**
 * `getEntry` seen as what it returns before its checks: `astro:content` is typed only once
 * `astro sync` has run, and the entry is checked here either way.
 */
const findEntry = getEntry as unknown as (collection: string, id: string) => Promise<unknown>;

/** An entry of `collection` that the build has rendered (a Markdown file), checked against `schema`. */
async function renderedEntry<S extends z.ZodType>(collection: string, id: string, schema: S) {
  const entry = await findEntry(collection, id);
  if (entry === undefined) throw new Error(`src/content/${collection}/${id}.md is missing`);
  return z.object({ id: z.string(), data: schema, rendered: z.object({ html: z.string() }) }).parse(entry);
}

/** The legal text `id` as its page shows it (src/content/legal/<id>.md). */
export async function loadLegalPage(id: LegalPageId) {
  const entry = await renderedEntry('legal', id, legalSchema);
  return legalPage(entry.id, entry.data, entry.rendered.html);
}
