import { fillFacts } from './facts';

/** A part of a page under one `## Title {#id}` heading of its Markdown. */
export interface ContentSection {
  /** Stable anchor and accordion key: the heading's `{#id}`. */
  id: string;
  title: string;
  /** The rendered Markdown under the heading, facts filled in. */
  html: string;
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/**
 * The sections of a rendered Markdown body, cut at its level-2 headings. The line breaks Markdown
 * puts between blocks are dropped, so a section's text reads as its paragraphs joined, as when the
 * page wrote them one by one.
 */
export function sectionsOf(html: string, values?: Readonly<Record<string, string>>): ContentSection[] {
  const parts = fillFacts(html, { html: true, values }).split(/(?=<h2 id=")/);
  return parts.flatMap((part) => {
    const heading = /^<h2 id="([^"]+)">(.*?)<\/h2>/s.exec(part);
    if (!heading) {
      if (part.trim()) throw new Error(`Text before the first heading: ${part.slice(0, 80)}`);
      return [];
    }
    const [whole, id = '', title = ''] = heading;
    return [{ id, title: decode(title), html: part.slice(whole.length).trim().replace(/>\n+</g, '><') }];
  });
}

/** The text of each paragraph of rendered Markdown, as a visitor reads it. */
export const paragraphsOf = (html: string): string[] =>
  [...html.matchAll(/<p>(.*?)<\/p>/gs)].map(([, paragraph = '']) => decode(paragraph));

/** The text of each heading, paragraph, list item, table cell and caption of rendered Markdown. */
export const textsOf = (html: string): string[] =>
  [...html.matchAll(/<(h[1-6]|p|li|th|td|figcaption)(?: [^>]*)?>(.*?)<\/\1>/gs)].map(([, , text = '']) => decode(text));

/** A code sample of rendered Markdown (a `:::figure` around a fenced block), its code as typed. */
export interface CodeSample {
  caption: string;
  language: string;
  code: string;
}

/** The code samples of rendered Markdown. */
export const codeSamplesOf = (html: string): CodeSample[] =>
  [
    ...html.matchAll(
      /<figure><figcaption>(.*?)<\/figcaption><pre><code(?: class="language-([\w-]+)")?>(.*?)<\/code><\/pre><\/figure>/gs,
    ),
  ].map(([, caption = '', language = '', code = '']) => ({
    caption: decode(caption),
    language,
    code: decode(code).replace(/\n$/, ''),
  }));

/** The tables of rendered Markdown (each a `:::figure` around a table): caption, column headers and cells' text. */
export const tablesOf = (html: string): { caption: string; headers: string[]; rows: string[][] }[] =>
  [...html.matchAll(/<figure><figcaption>(.*?)<\/figcaption><table>(.*?)<\/table><\/figure>/gs)].map(
    ([, caption = '', table = '']) => {
      const [headers = [], ...rows] = [...table.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row = '']) =>
        [...row.matchAll(/<t[hd](?: [^>]*)?>(.*?)<\/t[hd]>/gs)].map(([, cell = '']) => decode(cell)),
      );
      return { caption: decode(caption), headers, rows };
    },
  );
