import { EmptyState, FilterBar, type FilterBarProps } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

const categories = [
  { value: 'tous', label: 'Tous' },
  { value: 'guides', label: 'Guides' },
  { value: 'api', label: 'API' },
  { value: 'facturation', label: 'Facturation' },
];

const documents = [
  { title: 'Premiers pas avec votre espace client', category: 'guides' },
  { title: 'Sécuriser votre compte', category: 'guides' },
  { title: 'Webhooks\u00a0: recevoir les événements en temps réel', category: 'api' },
  { title: 'Authentification par jeton', category: 'api' },
  { title: 'Comprendre votre facture mensuelle', category: 'facturation' },
];

/** Lower case without accents, so «\u00a0SECURIS\u00a0» finds «\u00a0Sécuriser\u00a0». */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const countLabel = (count: number) =>
  count === 0 ? 'Aucun document trouvé' : `${count}\u00a0document${count > 1 ? 's' : ''}`;

/** The page's side: it filters its own list with the filter and the query the bar reports. */
function Documents(args: Partial<FilterBarProps>) {
  const [filter, setFilter] = useState('tous');
  const [query, setQuery] = useState('');
  const shown = documents.filter(
    (item) => (filter === 'tous' || item.category === filter) && fold(item.title).includes(fold(query.trim())),
  );
  return (
    <FilterBar
      filters={categories}
      searchLabel="Rechercher dans la documentation"
      searchPlaceholder={'Exemple\u00a0: webhooks'}
      filtersLabel="Catégories de documents"
      {...args}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        args.onFilterChange?.(next);
      }}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        args.onQueryChange?.(next);
      }}
      status={countLabel(shown.length)}
    >
      {shown.length === 0 ? (
        <EmptyState level={3} icon={<SearchX />} title="Aucun document ne correspond à votre recherche" />
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.5rem' }}>
          {shown.map((item) => (
            <li key={item.title}>{item.title}</li>
          ))}
        </ul>
      )}
    </FilterBar>
  );
}

const meta = {
  title: 'Forms/FilterBar',
  component: FilterBar,
  args: {
    filters: categories,
    searchLabel: 'Rechercher dans la documentation',
    searchPlaceholder: 'Exemple\u00a0: webhooks',
    filtersLabel: 'Catégories de documents',
    onFilterChange: fn(),
    onQueryChange: fn(),
  },
  argTypes: {
    filters: { control: false },
    searchRef: { control: false },
    children: { control: false },
  },
  render: (args) => <Documents {...args} />,
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A filter bar narrows a list the visitor browses (documents, articles, offers) with a search field and a row of filters above it. The list changes as the visitor types or picks a filter, with no button to press, and a status line says how many results remain. The filters are tabs, the results their panel.',
        alternatives: [
          'Views of different content, not one list filtered: use Tabs.',
          'A search over the whole site, with a results page: a form with a TextInput of type `search` and a submit Button.',
          'Many criteria at once (price, date, several categories): a form of Checkbox and Select fields.',
        ],
        anatomy: [
          {
            part: 'Search field',
            description: 'a labelled TextInput of type `search`, in a `search` landmark.',
            selector: '[role="search"]',
          },
          {
            part: 'Filters',
            description: 'one tab per filter, named by `filtersLabel`; one is always chosen.',
            selector: '[role="tablist"]',
          },
          {
            part: 'Status (optional)',
            description: 'the number of results, read out by screen readers when it changes.',
            selector: '[role="status"]',
          },
          {
            part: 'Results',
            description: 'the children, in the chosen filter’s panel: a grid of cards or an EmptyState.',
            selector: '[role="tabpanel"][data-state="active"]',
          },
        ],
        dos: [
          {
            caption: 'A first filter that shows everything, and a status line with the count.',
            example: <Documents />,
          },
          {
            caption: 'When nothing matches, an EmptyState in the panel, with a way to reset the search.',
            example: (
              <FilterBar
                filters={categories}
                searchLabel="Rechercher dans la documentation"
                filtersLabel="Catégories de documents"
                defaultQuery="comptabilité lunaire"
                status="Aucun document trouvé"
              >
                <EmptyState level={4} icon={<SearchX />} title="Aucun document ne correspond à votre recherche" />
              </FilterBar>
            ),
          },
        ],
        donts: [
          {
            caption: 'Too many filters: the row scrolls, and the visitor no longer sees the choice.',
            example: (
              <FilterBar
                searchLabel="Rechercher"
                filtersLabel="Catégories"
                filters={[
                  'Tous',
                  'Guides',
                  'API',
                  'Facturation',
                  'Sécurité',
                  'Intégrations',
                  'Mobile',
                  'Données',
                  'Juridique',
                ].map((label) => ({ value: label, label }))}
              >
                <p style={{ margin: 0 }}>Résultats</p>
              </FilterBar>
            ),
          },
          {
            caption: 'A count that says nothing: «\u00a0Résultats\u00a0» instead of the number.',
            example: (
              <FilterBar
                filters={categories}
                searchLabel="Rechercher"
                filtersLabel="Catégories de documents"
                status="Résultats"
              >
                <p style={{ margin: 0 }}>Résultats</p>
              </FilterBar>
            ),
          },
        ],
        content: [
          'Search label: what is searched, «\u00a0Rechercher dans la documentation\u00a0»; the placeholder gives an example, never the label.',
          'Filters: short nouns in sentence case, «\u00a0Tous\u00a0» first.',
          'Status: a number and its noun, «\u00a012\u00a0documents\u00a0», «\u00a0Aucun document trouvé\u00a0».',
          'French typography: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0», inside «\u00a0» and between a number and its noun.',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'From the search field: moves the focus to the chosen filter, then to the results panel; the other filters are skipped.',
          },
          {
            keys: 'Shift + Tab',
            action: 'Moves the focus back: from the panel to the chosen filter, then to the search field.',
          },
          {
            keys: '→ / ←',
            action:
              'On a filter: moves the focus to the next or previous filter and chooses it at once, wrapping at the ends (mirrored in a right-to-left page).',
          },
          { keys: 'Home / End', action: 'On a filter: moves the focus to the first or last filter and chooses it.' },
          {
            keys: 'Enter',
            action:
              'In the search field: nothing, as the results already follow the typing; there is no form to submit.',
          },
        ],
        accessibility: [
          'The search field sits in a `search` landmark, named by its visible label (`searchLabel`, «\u00a0Rechercher\u00a0» by default); the placeholder is only an example.',
          'The filters are a `tablist` named by `filtersLabel` («\u00a0Filtres\u00a0» by default), each filter a `tab` with `aria-selected`; the results are the chosen tab’s `tabpanel`, named by that tab and reachable with Tab.',
          'The status line is a polite live region (`role="status"`): screen readers read the new count when it changes, without moving the focus.',
          'Typing and choosing a filter never move the focus; to give it back to the search field (after a reset), use `searchRef`.',
        ],
      }),
    },
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** No result: the panel holds an empty state, and the status says so. */
export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'comptabilité lunaire');
    await expect(canvas.getByRole('status')).toHaveTextContent('Aucun document trouvé');
    await expect(canvas.getByRole('heading', { name: 'Aucun document ne correspond à votre recherche' })).toBeVisible();
  },
};

/** Uncontrolled, with the catalogue's labels (here French) and no status line. */
export const Uncontrolled: Story = {
  render: () => (
    <FilterBar filters={categories} defaultFilter="api">
      <p style={{ margin: 0 }}>Les documents de la catégorie choisie s’affichent ici.</p>
    </FilterBar>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Rechercher' })).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: 'Filtres' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The French names designers use for FilterBar: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Barre de filtres · recherche et filtres · filtrer une liste',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
