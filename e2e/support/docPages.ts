import { docItems, type DocContent, type DocItem } from '../../site/src/data/docs';

/** A document of /fr/docs with its page's address and content. */
export interface DocPageEntry {
  doc: DocItem;
  path: string;
  content: DocContent;
}

// The site loads these modules through Vite's glob import, which the test runner does not have:
// each module is imported by the document's id instead.
const contents = await Promise.all(
  docItems.map(async (doc) => {
    const module = (await import(`../../site/src/data/docPages/${doc.id}.ts`)) as { content: DocContent };
    return module.content;
  }),
);

/** Every document's page, in the order of the list on /fr/docs. */
export const docPages: DocPageEntry[] = docItems.map((doc, index) => {
  const content = contents[index];
  if (!content) throw new Error(`No content for ${doc.id}`);
  return { doc, path: `/fr/docs/${doc.id}`, content };
});
