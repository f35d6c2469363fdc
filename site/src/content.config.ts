import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { legalSchema } from './content/schemas';

/** The site's prose, one Markdown file per page or entry; the schemas fail the build on a missing field. */
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: legalSchema,
});

export const collections = { legal };
