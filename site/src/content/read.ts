import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'astro/zod';
import { load } from 'js-yaml';
import { renderMarkdown } from './markdown';

/** An entry of a collection as a page receives it: its id, checked frontmatter and rendered body. */
export interface ReadEntry<T> {
  id: string;
  data: T;
  html: string;
  /** The file as written, frontmatter included. */
  source: string;
}

/**
 * The entries of `src/content/<collection>`, read from the files with the build's Markdown
 * settings and schema, for the unit and end-to-end tests, which run outside Astro (`astro:content`
 * exists only in its build). Sorted by id, as `getCollection` is not guaranteed to be.
 */
export async function readCollection<S extends z.ZodType>(
  collection: string,
  schema: S,
): Promise<ReadEntry<z.infer<S>>[]> {
  const folder = path.join(import.meta.dirname, collection);
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const source = readFileSync(path.join(folder, file), 'utf8');
      const [, frontmatter = '', body = source] = /^---\n(.*?)\n---\n(.*)$/s.exec(source) ?? [];
      const html = await renderMarkdown(body);
      return { id: file.slice(0, -'.md'.length), data: schema.parse(load(frontmatter)), html, source };
    }),
  );
}
