import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteLocale } from '../components/SiteLocale';
import { docItemsOf, docPageOf } from '../content/docs';
import { readCollection } from '../content/read';
import { docSchema } from '../content/schemas';
import { textsOf } from '../content/sections';
import { docNeighbours, docPageCopy } from '../data/docs';
import { DocPage } from './DocPage';

const entries = await readCollection('docs', docSchema);
const docItems = docItemsOf(entries);

async function renderDoc(id: string) {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`${id} is not in the list`);
  const page = await docPageOf(entry.id, entry.data, entry.html);
  const element = <DocPage page={page} {...docNeighbours(docItems, id)} />;
  const router = createMemoryRouter([{ path: `/docs/${id}`, element }], { initialEntries: [`/docs/${id}`] });
  render(<RouterProvider router={router} />, { wrapper: SiteLocale });
  return { doc: page, content: page };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The accessible name of a pager link: its direction, a colon, the title (jsdom spaces the colon its own way). */
const pagerName = (direction: string, title: string) => new RegExp(`^${escape(direction)}\\s*:\\s*${escape(title)}$`);

/** Text as Testing Library compares it: runs of white space, no-break ones included, as one space. */
const normalized = (text: string) => text.replace(/\s+/g, ' ');

afterEach(cleanup);

describe('DocPage', () => {
  it('shows the document under its breadcrumbs, with its category, level and reading time', async () => {
    const { doc, content } = await renderDoc('envoyer-message-api');
    expect(screen.getByRole('heading', { level: 1, name: doc.title })).toBeTruthy();
    expect(screen.getByText(normalized(textsOf(content.intro).join('')))).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: /^Fil d.Ariane$/ });
    expect(within(trail).getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: 'Documentation' }).getAttribute('href')).toBe('/docs');
    expect(within(trail).getByText(normalized(doc.title)).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('API')).toBeTruthy();
    expect(screen.getByText('Niveau : Débutant')).toBeTruthy();
    expect(screen.getByText('6 min de lecture')).toBeTruthy();
  });

  it('gives each section its h2, in order, with its steps, tables and code', async () => {
    const { content } = await renderDoc('envoyer-message-api');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    // The help band closes the page after the document's own sections.
    expect(titles).toEqual([...content.sections.map((section) => section.title), docPageCopy.helpTitle]);
    for (const section of content.sections) {
      expect(screen.getByRole('region', { name: section.title })).toBeTruthy();
    }
    expect(screen.getByRole('region', { name: 'Premier envoi, pas à pas' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Choisir une clé d’idempotence' })).toBeTruthy();
    expect(document.querySelector('pre code[data-language="bash"]')?.textContent).toContain('Idempotency-Key: ');
    // Names written between backticks in the content are set as code, without the backticks.
    expect(screen.getByText('Content-Type: application/json').tagName).toBe('CODE');
    expect(screen.getByText('origin_not_allowed').tagName).toBe('CODE');
    const texts = [...document.querySelectorAll('p, li, td, th')].map((element) => element.textContent);
    expect(texts.filter((text) => text?.includes('`'))).toEqual([]);
  });

  it('says that the client space is a demonstration, only where the document depends on it', async () => {
    await renderDoc('creer-compte-espace-client');
    expect(screen.getByText(normalized(docPageCopy.clientSpaceNotice.text))).toBeTruthy();
    cleanup();
    await renderDoc('envoyer-message-api');
    expect(screen.queryByText(normalized(docPageCopy.clientSpaceNotice.text))).toBeNull();
  });

  it('leads to the previous and the next document of the list', async () => {
    const index = docItems.findIndex((item) => item.id === 'envoyer-message-api');
    const [previous, next] = [docItems[index - 1], docItems[index + 1]];
    if (!previous || !next) throw new Error('The document needs a document on each side.');
    await renderDoc('envoyer-message-api');
    const pager = screen.getByRole('navigation', { name: docPageCopy.pagerLabel });
    const links = within(pager).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/docs/${previous.id}`, `/docs/${next.id}`]);
    expect(
      within(pager).getByRole('link', { name: pagerName(docPageCopy.previousLabel, previous.title) }),
    ).toBeTruthy();
    expect(within(pager).getByRole('link', { name: pagerName(docPageCopy.nextLabel, next.title) })).toBeTruthy();
  });

  it('has no previous link on the first document, and no next link on the last', async () => {
    const [first] = docItems;
    const last = docItems.at(-1);
    if (!first || !last) throw new Error('The list is empty.');
    await renderDoc(first.id);
    let pager = screen.getByRole('navigation', { name: docPageCopy.pagerLabel });
    expect(within(pager).getAllByRole('link')).toHaveLength(1);
    expect(within(pager).getByRole('link').getAttribute('rel')).toBe('next');
    cleanup();
    await renderDoc(last.id);
    pager = screen.getByRole('navigation', { name: docPageCopy.pagerLabel });
    expect(within(pager).getAllByRole('link')).toHaveLength(1);
    expect(within(pager).getByRole('link').getAttribute('rel')).toBe('prev');
  });

  it('ends with a way to the support and the FAQ', async () => {
    await renderDoc('sdk-python');
    const help = screen.getByRole('region', { name: docPageCopy.helpTitle });
    expect(within(help).getByRole('link', { name: 'Contacter le support' }).getAttribute('href')).toBe('/support');
    expect(within(help).getByRole('link', { name: 'Consulter la FAQ' }).getAttribute('href')).toBe('/faq');
  });
});
