import { Badge, Table, tableVariants, type TableColumn } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

interface Offer {
  id: string;
  service: string;
  setup: string;
  hours: string;
  price: string;
  status: 'disponible' | 'limite';
}

const offers: Offer[] = [
  {
    id: 'crc',
    service: 'Centre de relation client',
    setup: '10 jours',
    hours: '24/7',
    price: '1 499 €',
    status: 'disponible',
  },
  {
    id: 'bpo',
    service: 'Externalisation BPO',
    setup: '15 jours',
    hours: 'Lun.–sam.',
    price: '1 190 €',
    status: 'disponible',
  },
  {
    id: 'seo',
    service: 'Marketing digital et SEO',
    setup: '5 jours',
    hours: 'Lun.–ven.',
    price: '690 €',
    status: 'disponible',
  },
  {
    id: 'annotation',
    service: 'Annotation de données pour l’IA',
    setup: '7 jours',
    hours: '24/7',
    price: '2 350 €',
    status: 'limite',
  },
  {
    id: 'telesecretariat',
    service: 'Télésecrétariat médical',
    setup: '5 jours',
    hours: 'Lun.–sam.',
    price: '450 €',
    status: 'disponible',
  },
];

const columns: TableColumn<Offer>[] = [
  { key: 'service', header: 'Service' },
  { key: 'setup', header: 'Mise en place' },
  { key: 'hours', header: 'Disponibilité' },
  { key: 'price', header: 'Tarif mensuel HT', align: 'end' },
  {
    key: 'status',
    header: 'Statut',
    render: (offer) =>
      offer.status === 'disponible' ? (
        <Badge tone="success" size="sm">
          Disponible
        </Badge>
      ) : (
        <Badge tone="warning" size="sm">
          Places limitées
        </Badge>
      ),
  },
];

const meta = {
  title: 'Components/Table',
  component: Table<Offer>,
  args: {
    caption: 'Nos offres d’externalisation',
    columns,
    rows: offers,
    getRowKey: (offer) => offer.id,
    rowHeader: 'service',
    variant: 'divided',
    captionHidden: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: tableVariants },
    columns: { control: false },
    rows: { control: false },
    getRowKey: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use `Table` for data people compare across rows and columns: offers, prices, schedules. Always give a `caption` (hide it with `captionHidden` when a heading above says the same). Name a `rowHeader` column when one field identifies each row. On narrow screens the table scrolls sideways inside a named region that keyboard users can focus and scroll with the arrow keys. Do not use it for layout.',
      },
    },
  },
} satisfies Meta<typeof Table<Offer>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Caption, column headers with `scope="col"`, row headers with `scope="row"`, in a named focusable region. */
export const Semantics: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Nos offres d’externalisation' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Service',
      'Mise en place',
      'Disponibilité',
      'Tarif mensuel HT',
      'Statut',
    ]);
    for (const header of headers) await expect(header).toHaveAttribute('scope', 'col');

    const rowHeaders = within(table).getAllByRole('rowheader');
    await expect(rowHeaders).toHaveLength(offers.length);
    await expect(rowHeaders[0]).toHaveAttribute('scope', 'row');
    await expect(rowHeaders[0]).toHaveTextContent('Centre de relation client');

    const region = canvas.getByRole('region', { name: 'Nos offres d’externalisation' });
    await expect(region).toContainElement(table);
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const Zebra: Story = { args: { variant: 'zebra' } };

/** The caption stays in the accessibility tree when hidden on screen. */
export const HiddenCaption: Story = {
  args: { captionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Nos offres d’externalisation' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Nos offres d’externalisation' })).toBeInTheDocument();
  },
};

/** No rows: one cell spanning every column carries the message. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('cell', { name: 'Aucune donnée' });
    await expect(cell).toHaveAttribute('colspan', String(columns.length));
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const EmptyWithCustomMessage: Story = {
  args: { rows: [], emptyMessage: 'Aucune offre ne correspond à votre recherche.', variant: 'zebra' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell')).toHaveTextContent('Aucune offre ne correspond à votre recherche.');
  },
};

export const WithoutRowHeader: Story = {
  args: { rowHeader: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
  },
};

/** On a small screen the table scrolls sideways; the region takes focus so the arrow keys scroll it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Nos offres d’externalisation' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = 120;
    await expect(region.scrollLeft).toBeGreaterThan(0);
    region.scrollLeft = 0;
  },
};

export const LongFrenchText: Story = {
  args: {
    caption: 'Comparatif détaillé des prestations d’assistance virtuelle et de télésecrétariat médical',
    rows: [
      {
        id: 'assistance',
        service: 'Assistance virtuelle (gestion d’agenda, tri des e-mails, préparation de déplacements)',
        setup: '3 jours ouvrés après la signature',
        hours: 'Du lundi au vendredi, de 8 h à 18 h (heure de Paris)',
        price: '890 €',
        status: 'disponible',
      },
      {
        id: 'medical',
        service: 'Télésecrétariat médical (prise de rendez-vous, rappels, accueil téléphonique)',
        setup: '5 jours ouvrés, formation au logiciel du cabinet comprise',
        hours: 'Du lundi au samedi, de 7 h à 20 h',
        price: '450 €',
        status: 'limite',
      },
    ],
  },
};
