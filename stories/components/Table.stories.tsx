import { Table, tableVariants } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { type Offer, columns, offers } from '../support/fixtures/Table';

const meta = {
  title: 'Data display/Table',
  component: Table<Offer>,
  args: {
    caption: 'Nos offres d’externalisation',
    columns,
    rows: offers,
    rowKey: 'id',
    rowHeader: 'service',
    variant: 'divided',
    captionHidden: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: tableVariants },
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A table lays out data that people compare across rows and columns: offers and their prices, schedules, volumes. Every table has a caption that names it; on narrow screens it scrolls sideways inside its frame instead of squeezing the columns.',
        alternatives: [
          'Three or four key figures to show off: use StatGrid and Stat.',
          'What an offer includes, one item per line: use FeatureList. Plans to choose from: use PricingCards.',
          'Laying out cards or blocks side by side: use CardGrid; a table is never for layout.',
        ],
        anatomy: [
          {
            part: 'Caption',
            description:
              'the title above the table; it also names the scroll frame. It can be hidden when a heading above says the same.',
            selector: 'caption',
          },
          { part: 'Column headers', description: 'one short noun each, on a tinted row.', selector: 'thead tr' },
          {
            part: 'Row header (optional)',
            description: 'the first cell of each row in bold when it names the row (the service, the plan).',
            selector: 'th[scope="row"]',
          },
          {
            part: 'Cells',
            description:
              'text, amounts aligned to the end, or a Badge for a status; lines (`divided`) or alternating backgrounds (`zebra`) between rows.',
            selector: 'tbody td',
          },
          {
            part: 'Empty message',
            description: 'one row spanning every column when there is no data.',
            story: 'EmptyWithCustomMessage',
            selector: 'td[colspan]',
          },
          {
            part: 'Scroll frame',
            description: 'scrolls sideways on small screens; it takes keyboard focus so the arrow keys scroll it.',
            selector: '[role="region"]',
          },
        ],
        dos: [
          {
            caption: 'Amounts aligned to the end of their column, so the digits line up, and a status as a Badge.',
            example: (
              <Table
                caption="Tarifs mensuels"
                columns={columns.filter((column) => ['service', 'price', 'status'].includes(column.key))}
                rows={offers.slice(0, 3)}
                rowKey="id"
                rowHeader="service"
              />
            ),
          },
          {
            caption: 'An empty table that says why and what to do, instead of the bare default.',
            example: (
              <Table
                caption="Vos demandes en cours"
                columns={columns.slice(0, 2)}
                rows={[]}
                rowKey="id"
                emptyMessage="Aucune demande en cours. Vos prochaines demandes de devis apparaîtront ici."
              />
            ),
          },
        ],
        donts: [
          {
            caption:
              'A table used to lay out content side by side: screen readers announce rows and columns that mean nothing.',
            example: (
              <Table
                caption="Nos services"
                columns={[
                  { key: 'left', header: 'Colonne 1' },
                  { key: 'right', header: 'Colonne 2' },
                ]}
                rows={[{ id: 'a', left: 'Centre de relation client', right: 'Marketing digital' }]}
                rowKey="id"
              />
            ),
          },
          {
            caption: 'Sentences in the cells: the columns grow tall and nothing can be compared at a glance.',
            example: (
              <Table
                caption="Nos offres"
                columns={columns.slice(0, 2)}
                rows={[
                  {
                    ...offers[0]!,
                    setup:
                      'Comptez environ dix jours ouvrés entre la signature du contrat et le premier appel traité par nos équipes.',
                  },
                ]}
                rowKey="id"
                rowHeader="service"
              />
            ),
          },
        ],
        content: [
          'Caption: a noun phrase that says what is compared, in sentence case, no final full stop: «\u00a0Nos offres d’externalisation\u00a0».',
          'Column headers: one to three words, with the unit when it is the same for the whole column: «\u00a0Tarif mensuel HT\u00a0».',
          'Cells: a value, not a sentence; abbreviate days the same way throughout («\u00a0Lun.–sam.\u00a0»).',
          'Empty message: say that there is nothing yet and, when possible, what will appear: «\u00a0Aucune offre ne correspond à votre recherche.\u00a0»',
          'French typography: a narrow no-break space between thousands and a no-break space before «\u00a0€\u00a0» («\u00a01\u202f499\u00a0€\u00a0»), «\u00a024/7\u00a0», «\u00a08\u00a0h à 18\u00a0h\u00a0».',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'When the table is wider than its frame: moves the focus to the scroll frame. When it fits, the frame is no stop and Tab goes straight on.',
          },
          { keys: '← / →', action: 'On the focused scroll frame: scrolls the table sideways.' },
        ],
        accessibility: [
          'A native `<table>` named by its `caption`, in a `region` named by the same caption: screen readers list it among the page’s regions and read the caption before the data. The caption stays for them when `captionHidden` hides it on screen.',
          'Column headers are `<th scope="col">`; the `rowHeader` column’s cells are `<th scope="row">`, so each cell is read with its row’s name and its column’s.',
          'The frame is a tab stop only while the table overflows it, and shows a focus ring then; the table itself has no cell-by-cell keyboard navigation: screen readers use their own table commands.',
          'With no rows, one cell spanning every column says so («\u00a0Aucune donnée\u00a0» by default).',
        ],
      }),
    },
  },
} satisfies Meta<typeof Table<Offer>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** At rest, focused from the keyboard (the frame scrolls with the arrow keys) and empty; each caption names the state. */
export const States: Story = {
  tags: ['main'],
  parameters: { pseudo: forcedStates },
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <Table {...args} caption="Au repos" rows={offers.slice(0, 2)} />
      <Table {...args} caption="Focus clavier" rows={offers.slice(0, 2)} data-state-demo="focus" />
      <Table {...args} caption="Vide" rows={[]} />
    </div>
  ),
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

export const EmptyWithCustomMessage: Story = {
  args: { rows: [], emptyMessage: 'Aucune offre ne correspond à votre recherche.', variant: 'zebra' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell')).toHaveTextContent('Aucune offre ne correspond à votre recherche.');
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

/** The French names designers use for Table: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Tableau · tableau de données · liste',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
