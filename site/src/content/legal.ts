import { formatDate } from '@company/contract/format';
import { cookieCategories } from '../data/legal';
import { fillFacts } from './facts';
import type { LegalData } from './schemas';
import { sectionsOf, type ContentSection } from './sections';

export type LegalPageId = 'legal' | 'privacy' | 'terms' | 'cookies';

/** A legal text as its page shows it: the file's fields and its sections, facts filled in. */
export interface LegalPage extends LegalData {
  id: LegalPageId;
  /** « Dernière mise à jour : 1er juillet 2025 ». */
  updatedLabel: string;
  sections: ContentSection[];
}

/** The route of each legal text (`src/content/legal/<id>.md`). */
export const legalPaths: Record<LegalPageId, string> = {
  legal: '/legal',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
};

const isLegalPageId = (id: string): id is LegalPageId => id in legalPaths;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The cookie policy lists the categories the visitor's switches set (`{cookieCategories}` alone in
 * a paragraph), so that the text and the switches cannot disagree.
 */
const cookieCategoryParagraphs = cookieCategories
  .map((category) => `<p>${escapeHtml(`${category.label}\u00a0: ${category.description}`)}</p>`)
  .join('');

/** The page of the legal text `id`, from its file's frontmatter and rendered body. */
export function legalPage(id: string, data: LegalData, html: string): LegalPage {
  if (!isLegalPageId(id)) throw new Error(`No route for the legal text ${id}: add it to legalPaths`);
  const body = html.replace(/<p>\{cookieCategories\}<\/p>/g, cookieCategoryParagraphs);
  return {
    ...data,
    title: fillFacts(data.title),
    lead: fillFacts(data.lead),
    description: fillFacts(data.description),
    links: data.links.map((link) => ({ ...link, label: fillFacts(link.label) })),
    id,
    updatedLabel: `Dernière mise à jour\u00a0: ${formatDate(data.updated)}`,
    sections: sectionsOf(body),
  };
}
