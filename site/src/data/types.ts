/** Shapes shared by several content modules. */

/** A call to action or a plain link: visible label and route (relative to the site base path). */
export interface LinkAction {
  label: string;
  href: string;
}

/** One question and its answer (FAQ page, service detail pages). */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A heading with a short paragraph (mission, vision, page intros). */
export interface TextBlock {
  title: string;
  text: string;
}
