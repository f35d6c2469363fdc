import type { FaqItem } from '../data/types';
import { fillFacts } from './facts';
import type { FaqData } from './schemas';
import { paragraphsOf, sectionsOf } from './sections';

/** A theme of the FAQ as the page shows it: its questions in order, facts filled in. */
export interface FaqCategory {
  /** The file's name: the anchor of the theme's heading. */
  id: string;
  title: string;
  items: FaqItem[];
}

/** The theme `id` of the FAQ, from its file's frontmatter and rendered body. */
function faqCategory(id: string, data: FaqData, html: string): FaqCategory {
  const items = sectionsOf(html).map(({ title, html: answer }) => {
    const [paragraph] = paragraphsOf(answer);
    // The answer is also the FAQPage structured data's text: one paragraph of plain text.
    if (paragraph === undefined || !/^<p>[^<]*<\/p>$/.test(answer)) {
      throw new Error(`src/content/faq/${id}.md: « ${title} » needs one paragraph of plain text as its answer`);
    }
    return { question: title, answer: paragraph };
  });
  return { id, title: fillFacts(data.title), items };
}

/** The FAQ's themes in their order, from the entries of the `faq` collection. */
export const faqCategoriesOf = (entries: { id: string; data: FaqData; html: string }[]): FaqCategory[] =>
  [...entries].sort((a, b) => a.data.order - b.data.order).map(({ id, data, html }) => faqCategory(id, data, html));
