import { z } from 'astro/zod';

/**
 * What each collection's files must hold: the build (content.config.ts) and the tests that read the
 * files (read.ts) check them with these, so a missing or misspelt field fails both.
 */

/** A call to action or a plain link: visible label and route (relative to the site base path). */
const link = z.object({ label: z.string().min(1), href: z.string().startsWith('/') });

/**
 * A legal text, `src/content/legal/<page>.md`: each `## Title {#id}` of its body is a section of the
 * page's accordion (the first one open), its paragraphs the section's content.
 */
export const legalSchema = z.object({
  title: z.string().min(1),
  lead: z.string().min(1),
  /** Text for search results and link previews. */
  description: z.string().min(1),
  /** Date of the text's last revision, ISO (`'2025-07-01'`, quoted so YAML keeps it a string). */
  updated: z.iso.date(),
  /** Links shown under the accordion. */
  links: z.array(link).min(1),
});
export type LegalData = z.infer<typeof legalSchema>;

/**
 * A theme of the FAQ, `src/content/faq/<theme>.md`: each `## Question` of its body is asked in the
 * theme's accordion, the one paragraph under it is the answer (also given to search engines).
 */
export const faqSchema = z.object({
  title: z.string().min(1),
  /** Place of the theme on the page, from 1. */
  order: z.number().int().positive(),
});
export type FaqData = z.infer<typeof faqSchema>;

/** Every collection's schema, by the folder of src/content that holds its files. */
export const contentSchemas = { legal: legalSchema, faq: faqSchema } as const;
