import { docItemsOf, docPageOf, type DocPageContent } from '../../site/src/content/docs';
import { readCollection } from '../../site/src/content/read';
import { docSchema } from '../../site/src/content/schemas';
import type { DocItem } from '../../site/src/data/docs';

/** A document of /fr/docs with its page's address and content. */
export interface DocPageEntry {
  doc: DocItem;
  path: string;
  page: DocPageContent;
}

const entries = await readCollection('docs', docSchema);

/** The documents' cards, in the order of the list on /fr/docs (site/src/content/docs). */
export const docItems: DocItem[] = docItemsOf(entries);

const pages = await Promise.all(entries.map(({ id, data, html }) => docPageOf(id, data, html)));

/** Every document's page, in the order of the list on /fr/docs. */
export const docPages: DocPageEntry[] = docItems.map((doc) => {
  const page = pages.find(({ id }) => id === doc.id);
  if (!page) throw new Error(`No page for ${doc.id}`);
  return { doc, path: `/fr/docs/${doc.id}`, page };
});
