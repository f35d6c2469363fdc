import { formatNumber } from '@company/contract/format';
import {
  checkMessage,
  honeypotField,
  idempotencyField,
  messageEndpoints,
  messageFields,
  messageLimits,
  messageRateLimits,
  type MessageKind,
} from '@company/contract/messages';
import { site } from '../config/site';
import type { DocItem } from '../data/docs';
import { facts, fillFacts } from './facts';
import { renderMarkdown } from './markdown';
import type { DocData } from './schemas';
import { sectionsOf, type ContentSection } from './sections';

const maxLength = (kind: MessageKind, name: string) =>
  messageFields[kind].find((field) => field.name === name)?.maxLength ?? 0;

/**
 * The facts a document names as `{name}`: the company's, and the messages API's as the server
 * applies them, so that a page never copies an address, a limit or a field name.
 */
export const docFacts: Readonly<Record<string, string>> = {
  ...facts,
  origin: site.origin,
  /** The domain the company's e-mails come from. */
  emailDomain: site.email.slice(site.email.indexOf('@') + 1),
  contactEndpoint: messageEndpoints.contact,
  supportEndpoint: messageEndpoints.support,
  idempotencyField,
  honeypotField,
  maxBodyKo: formatNumber(messageLimits.maxBodyBytes / 1024),
  maxKeyLength: formatNumber(messageLimits.maxKeyLength),
  perMinute: String(messageRateLimits.perMinute),
  perDay: String(messageRateLimits.perDay),
  subjectMaxLength: formatNumber(maxLength('support', 'subject')),
  messageMaxLength: formatNumber(maxLength('support', 'message')),
};

/** A Markdown table with its caption, its cells' pipes escaped. */
const figureTable = (caption: string, headers: string[], rows: string[][]) =>
  [
    `:::figure[${caption}]`,
    ...[headers, headers.map(() => '---'), ...rows].map(
      (cells) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`,
    ),
    '',
    ':::',
  ].join('\n');

const figureCode = (caption: string, language: string, code: string) =>
  [`:::figure[${caption}]`, `\`\`\`${language}`, code, '```', ':::'].join('\n');

/** The fields of one endpoint, as the server checks them. */
const fieldTable = (kind: MessageKind) =>
  figureTable(
    `Champs de ${messageEndpoints[kind]}`,
    ['Champ', 'Obligatoire', 'Longueur maximale', 'Contenu'],
    messageFields[kind].map((field) => [
      `\`${field.name}\``,
      field.required ? 'Oui' : 'Non',
      `${formatNumber(field.maxLength)}\u00a0caractères`,
      field.options
        ? `Une valeur parmi ${field.options.map((option) => `\`${option.value}\``).join(', ')}\u00a0; \`${field.options[0]?.value ?? ''}\` si le champ est absent`
        : field.control === 'email'
          ? 'Une adresse e-mail valide'
          : field.label,
    ]),
  );

/** A message sent without its sender, and what the server answers, from the server's own check. */
function invalidRequestExample() {
  const request = { subject: 'Demande de devis', message: 'Bonjour, pouvez-vous me rappeler\u00a0?' };
  const check = checkMessage('contact', request);
  const answer = {
    error: {
      code: 'invalid_request',
      message: 'Le formulaire contient des erreurs.',
      fields: check.ok ? {} : check.errors,
    },
  };
  return [
    figureCode(
      `Corps d’une requête à ${messageEndpoints.contact} sans nom ni adresse e-mail (JSON)`,
      'json',
      JSON.stringify(request, null, 2),
    ),
    figureCode('Réponse 400 (JSON)', 'json', JSON.stringify(answer, null, 2)),
  ].join('\n\n');
}

/**
 * The parts of the documents made from the contract, each named alone in its paragraph
 * (`{contactFields}`): written as Markdown here, rendered as the files are, when a page is built.
 */
export const docBlocks: Readonly<Record<string, () => string>> = {
  contactFields: () => fieldTable('contact'),
  supportFields: () => fieldTable('support'),
  invalidRequestExample,
};

/** A document as its page shows it: its card's fields, its introduction and its sections, facts filled in. */
export interface DocPageContent extends DocItem {
  /** The opening paragraph, rendered (its names as typed set as code), facts filled in. */
  intro: string;
  clientSpace: boolean;
  /** Each `## Title` of the file and the rendered Markdown under it. */
  sections: ContentSection[];
}

/** The card of the document `id` on /docs, from its file's frontmatter. */
export function docItemOf(id: string, data: DocData): DocItem {
  const { category, difficulty, featured, minutes } = data;
  const title = fillFacts(data.title, { values: docFacts });
  const description = fillFacts(data.description, { values: docFacts });
  return { id, title, description, category, difficulty, featured, readTime: `${minutes}\u00a0min` };
}

/** The documents' cards in the order of the list (their `order`), which must be unique. */
export function docItemsOf(entries: readonly { id: string; data: DocData }[]): DocItem[] {
  const sorted = [...entries].sort((a, b) => a.data.order - b.data.order);
  sorted.forEach((entry, index) => {
    const before = sorted[index - 1];
    if (before?.data.order === entry.data.order)
      throw new Error(`src/content/docs: ${before.id} and ${entry.id} have the same order`);
  });
  return sorted.map(({ id, data }) => docItemOf(id, data));
}

/** The page of the document `id`, from its file's frontmatter and rendered body. */
export async function docPageOf(id: string, data: DocData, html: string): Promise<DocPageContent> {
  const blocks = await Promise.all(
    [...html.matchAll(/<p>\{(\w+)\}<\/p>/g)].map(async ([whole, name = '']) => {
      const block = docBlocks[name];
      return [whole, block ? await renderMarkdown(block()) : whole] as const;
    }),
  );
  const body = blocks.reduce((text, [whole, block]) => text.replace(whole, () => block), html);
  return {
    ...docItemOf(id, data),
    intro: fillFacts((await renderMarkdown(data.intro)).trim(), { html: true, values: docFacts }),
    clientSpace: data.clientSpace,
    sections: sectionsOf(body, docFacts),
  };
}
