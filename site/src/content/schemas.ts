import type { DocDifficulty } from '@company/blocks';
import { z } from 'astro/zod';
import { docCategories, type DocItemCategory } from '../data/docs';

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

const text = z.string().min(1);
const titled = z.object({ title: text, description: text });
/** A plan's scope and what it includes; a website plan lists the features of its plan on /pricing. */
const servicePlan = z.union([
  z.object({ scope: text, features: z.array(text).min(1) }),
  z.object({ scope: text, pricingPlan: z.enum(['basic', 'pro', 'enterprise']) }),
]);

/**
 * The page of a service, `src/content/services/<slug>.md`: its body is the full description (one
 * paragraph), its frontmatter the page's lists. The plans' prices come from the contract by the
 * service's id, never from this file.
 */
export const serviceSchema = z.object({
  /** The service's id in the catalogue (data/services.ts) and the contract's price table. */
  service: z.number().int().positive(),
  keyFeatures: z.array(titled),
  benefits: z.array(text).min(1),
  process: z.array(titled),
  plans: z.object({ starter: servicePlan, professional: servicePlan, enterprise: servicePlan }),
  caseStudies: z.array(
    z.object({
      title: text,
      client: text,
      challenge: text,
      solution: text,
      results: z.array(text).min(1),
      duration: text,
    }),
  ),
  faq: z.array(z.object({ question: text, answer: text })),
  testimonials: z.array(z.object({ name: text, company: text, content: text, rating: z.number().int().min(1).max(5) })),
});
export type ServiceData = z.infer<typeof serviceSchema>;

/** A member of the team on /about, `src/content/team/<id>.md`: the body (one paragraph) presents them. */
export const teamMemberSchema = z.object({
  name: text,
  role: text,
  /** Place on the page, from 1. */
  order: z.number().int().positive(),
});
export type TeamMemberData = z.infer<typeof teamMemberSchema>;

/** A step of the company's history on /about, `src/content/milestones/<YYYY-MM>.md`: the body (one paragraph) tells it. */
export const milestoneSchema = z.object({ title: text });
export type MilestoneData = z.infer<typeof milestoneSchema>;

const docItemCategories = docCategories.flatMap(({ value }) => (value === 'all' ? [] : [value]));

/**
 * A page of the documentation, `src/content/docs/<slug>.md` (its address is `/docs/<slug>`): the
 * frontmatter is its card on /docs and its page's header, the body its sections, each under a
 * `## Title`. Facts are named as `{name}` (src/content/docs.ts), and a part made from the contract
 * (the fields the server checks) is named alone in its paragraph, as `{contactFields}`.
 */
export const docSchema = z.object({
  title: text,
  /** Summary on its card and for search engines; the search box looks in it and in the title. */
  description: text,
  category: z.enum(docItemCategories as [DocItemCategory, ...DocItemCategory[]]),
  /** Place in the list on /docs and in the pager between pages, from 1. */
  order: z.number().int().positive(),
  /** Reading time, in minutes. */
  minutes: z.number().int().positive(),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced'] satisfies DocDifficulty[]),
  /** Shown among the documents « à la une ». */
  featured: z.boolean().default(false),
  /**
   * Whether the document describes the client space, which is a demonstration for now: the page
   * says so rather than promise an access the visitor cannot have yet.
   */
  clientSpace: z.boolean().default(false),
  /** Opening paragraph, under the title. */
  intro: text,
});
export type DocData = z.infer<typeof docSchema>;

/** Every collection's schema, by the folder of src/content that holds its files. */
export const contentSchemas = {
  legal: legalSchema,
  faq: faqSchema,
  services: serviceSchema,
  team: teamMemberSchema,
  milestones: milestoneSchema,
  docs: docSchema,
} as const;
