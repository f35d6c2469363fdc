import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { contentSchemas } from './content/schemas';

/** A collection of one Markdown file per page or entry in src/content/<folder>. */
const markdownFolder = <S extends (typeof contentSchemas)[keyof typeof contentSchemas]>(folder: string, schema: S) =>
  defineCollection({ loader: glob({ pattern: '*.md', base: `./src/content/${folder}` }), schema });

/** The site's prose; the schemas fail the build on a missing field. */
export const collections = {
  legal: markdownFolder('legal', contentSchemas.legal),
  faq: markdownFolder('faq', contentSchemas.faq),
  services: markdownFolder('services', contentSchemas.services),
  team: markdownFolder('team', contentSchemas.team),
  milestones: markdownFolder('milestones', contentSchemas.milestones),
  docs: markdownFolder('docs', contentSchemas.docs),
};
