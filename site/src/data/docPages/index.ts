import type { DocContent } from '../docs';

// One module per document, named by its id: each loads as a chunk of its own when its page is shown.
const loaders = import.meta.glob<DocContent>(['./*.ts', '!./index.ts', '!./*.test.ts'], { import: 'content' });

/** Loads the content of the document whose id is given; fails for an id without a module. */
export function loadDocContent(id: string): Promise<DocContent> {
  const load = loaders[`./${id}.ts`];
  return load ? load() : Promise.reject(new Error(`No content module for the document "${id}"`));
}

/** Ids of the documents that have a content module. */
export const docContentIds: string[] = Object.keys(loaders).map((path) => path.slice('./'.length, -'.ts'.length));
