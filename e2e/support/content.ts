import { faqCategoriesOf } from '../../site/src/content/faq';
import { legalPage, type LegalPageId } from '../../site/src/content/legal';
import { readCollection } from '../../site/src/content/read';
import { faqSchema, legalSchema } from '../../site/src/content/schemas';
import { paragraphsOf } from '../../site/src/content/sections';

export type { LegalPageId };

const legalTexts = (await readCollection('legal', legalSchema)).map(({ id, data, html }) => {
  const page = legalPage(id, data, html);
  return { ...page, sections: page.sections.map((section) => ({ ...section, content: paragraphsOf(section.html) })) };
});

/** Each legal text (site/src/content/legal) with the paragraphs of its sections, as a visitor reads them. */
export const legalPages = Object.fromEntries(legalTexts.map((page) => [page.id, page])) as Record<
  LegalPageId,
  (typeof legalTexts)[number]
>;

/** The FAQ's themes in their order, with their questions and answers (site/src/content/faq). */
export const faqCategories = faqCategoriesOf(await readCollection('faq', faqSchema));
