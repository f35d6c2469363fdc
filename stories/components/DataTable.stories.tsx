import { DataTable, Table, tableVariants } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { onPhone } from '../support/viewport';
import { type Ticket, hugeTickets, manyTickets, ticketColumns, tickets } from '../support/fixtures/DataTable';

const meta = {
  title: 'Data display/DataTable',
  component: DataTable<Ticket>,
  args: {
    caption: 'Tickets du support',
    columns: ticketColumns,
    rows: tickets,
    rowKey: 'id',
    rowHeader: 'id',
    variant: 'divided',
    captionHidden: false,
    selectable: false,
    paginated: false,
    loading: false,
    virtualized: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: tableVariants },
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
    sorting: { control: false },
    rowSelection: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A data table lists records that people sort, page through and select to act on them: support tickets, orders, invoices. It looks like Table and adds sortable columns, pagination (in the browser or from the server), row selection, loading and empty states, and a virtualised mode for thousands of rows.',
        alternatives: [
          'A few rows to read and compare, with nothing to sort or select: use Table, which renders on the server.',
          'Three or four key figures: use StatGrid and Stat.',
          'Records read one by one, with a title and a summary: use a list of Card.',
        ],
        anatomy: [
          { part: 'Caption', description: 'names the table and its scroll region.', selector: 'caption' },
          {
            part: 'Sortable header',
            description:
              'a button with the column name and an arrow: two arrows when unsorted, one pointing up or down for the order.',
            selector: 'th[data-sort] button',
          },
          {
            part: 'Selection checkboxes',
            description:
              'one per row, and one in the header that selects the rows shown (partly checked when some are).',
            selector: 'input[type="checkbox"]',
          },
          {
            part: 'Rows',
            description: 'selected rows are tinted; they fade under a spinner while the next ones load.',
            selector: 'tbody > tr',
          },
          {
            part: 'Selection count',
            description: 'how many rows are selected, announced as it changes.',
            selector: 'p[role="status"]',
          },
          {
            part: 'Pagination bar',
            description: 'rows per page, « Page 2 sur 14 » and the buttons to the previous and next pages.',
            selector: '[role="group"]',
          },
        ],
        dos: [
          {
            caption: 'Columns people sort by are sortable; amounts aligned to the end, statuses as a Badge.',
            example: (
              <DataTable
                caption="Tickets du support"
                columns={ticketColumns}
                rows={tickets.slice(0, 3)}
                rowKey="id"
                rowHeader="id"
                defaultSorting={[{ id: 'amount', desc: true }]}
              />
            ),
          },
          {
            caption: 'An empty table that says why and what to do next.',
            example: (
              <DataTable
                caption="Tickets ouverts"
                columns={ticketColumns}
                rows={[]}
                rowKey="id"
                emptyMessage="Aucun ticket ouvert. Les nouvelles demandes de vos clients apparaîtront ici."
              />
            ),
          },
        ],
        donts: [
          {
            caption: 'A data table for six rows with nothing to sort or select: Table says the same with no script.',
            example: (
              <Table caption="Tickets du support" columns={ticketColumns} rows={tickets.slice(0, 2)} rowKey="id" />
            ),
          },
          {
            caption:
              'Every column sortable, even those nobody sorts by: each header becomes a tab stop for nothing. Make sortable only the columns people compare.',
            example: (
              <DataTable
                caption="Tickets du support"
                columns={ticketColumns.map((column) => ({ ...column, sortable: true }))}
                rows={tickets.slice(0, 2)}
                rowKey="id"
              />
            ),
          },
        ],
        content: [
          'Caption: a noun phrase that says what is listed, in sentence case, no final full stop: «\u00a0Tickets du support\u00a0».',
          'Column headers: one or two words, with the unit when it is the same for the column: «\u00a0Montant TTC\u00a0».',
          'Amounts formatted for the reader’s locale (`Intl.NumberFormat`): «\u00a01\u202f499,50\u00a0€\u00a0»; dates the same way throughout.',
          'Empty message: say that there is nothing and, when possible, what will appear: «\u00a0Aucun ticket ne correspond à ces filtres.\u00a0»',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves through the sort buttons, the checkboxes and the pagination bar.' },
          {
            keys: 'Enter / Space',
            action: 'On a sort button: sorts ascending, then descending, then back to the original order.',
          },
          { keys: 'Space', action: 'On a checkbox: selects or deselects the row (in the header: the rows shown).' },
          {
            keys: '↑ / ↓',
            action: 'On the focused scroll region of a table with a height limit: scrolls the rows.',
          },
        ],
        accessibility: [
          'A native `<table>` named by its caption, in a `region` named by the same caption; column headers are `<th scope="col">` and the `rowHeader` cells `<th scope="row">`.',
          'A sortable header holds a button named by the column; its `<th>` carries `aria-sort` («\u00a0ascending\u00a0» or «\u00a0descending\u00a0») while it sorts the table. The arrow says the order by its shape, not by colour.',
          'Each checkbox is named from the catalogue: «\u00a0Sélectionner la ligne T-1001\u00a0» (the `rowHeader` cell, or `getRowLabel`), «\u00a0Tout sélectionner\u00a0» in the header, partly checked (`mixed`) when some rows are selected. The count of selected rows is a `status`.',
          'The page, «\u00a0Page 2 sur 14\u00a0», is announced when it changes; a previous or next button that leads nowhere stays focusable and says so (`aria-disabled`).',
          'While loading, the table is `aria-busy` and a hidden `status` says «\u00a0Chargement…\u00a0»; skeletons and the spinner are hidden from assistive technology.',
          'Paginated or virtualised, the table gives its number of rows (`aria-rowcount`) and each row its place (`aria-rowindex`), so a screen reader says «\u00a0ligne 9 421 sur 10 001\u00a0» although only a few rows are in the page.',
        ],
      }),
    },
  },
} satisfies Meta<typeof DataTable<Ticket>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sortable columns, selection and pagination together, as a back office shows its tickets. */
export const Playground: Story = {
  args: {
    rows: manyTickets,
    selectable: true,
    paginated: true,
    defaultSorting: [{ id: 'openedOn', desc: true }],
    defaultRowSelection: { 'T-1060': true },
  },
};

/** Sorted by amount with two rows selected (the header box partly checked), and empty. */
export const States: Story = {
  tags: ['main'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <DataTable
        {...args}
        caption="Trié par montant, deux lignes sélectionnées"
        rows={tickets.slice(0, 4)}
        selectable
        defaultSorting={[{ id: 'amount', desc: true }]}
        defaultRowSelection={{ 'T-1002': true, 'T-1004': true }}
      />
      <DataTable {...args} caption="Vide" rows={[]} selectable />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sorted = canvas.getByRole('table', { name: 'Trié par montant, deux lignes sélectionnées' });
    await expect(within(sorted).getByRole('columnheader', { name: 'Montant' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(within(sorted).getByRole('checkbox', { name: 'Tout sélectionner' })).toBePartiallyChecked();
    await expect(canvas.getByText('2 lignes sélectionnées')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Vide' })).toHaveTextContent('Aucun résultat');
  },
};

/** Loading: the rows already shown fade under a spinner; with no rows yet, skeleton rows hold their place. */
export const Loading: Story = {
  tags: ['main'],
  args: { loading: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <DataTable {...args} caption="Chargement de la page suivante" rows={tickets.slice(0, 3)} />
      <DataTable {...args} caption="Premier chargement" rows={[]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Chargement de la page suivante' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('table', { name: 'Premier chargement' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Chargement…');
  },
};

/** 10 000 rows in a region 24 rem high: only those in view are in the page. */
export const Virtualized: Story = {
  args: {
    rows: hugeTickets,
    virtualized: true,
    maxHeight: '24rem',
    estimatedRowHeight: 53,
    caption: 'Historique des tickets',
  },
  // The virtualiser is a module of its own, fetched when a table first virtualises; until it has
  // arrived the first rows show. The windowing and the last row are the scenario's
  // (DataTable.features.stories.tsx, « Virtualized »).
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Historique des tickets' });
    await expect(await within(table).findByRole('rowheader', { name: 'T-1001' })).toBeVisible();
    // Pictured once the virtualiser draws: the spacer after the rows in view holds the scroll bar's length.
    await waitFor(() => expect(table.querySelector('tbody tr[aria-hidden]')).not.toBeNull(), { timeout: 5000 });
  },
};

export const Zebra: Story = { args: { variant: 'zebra', selectable: true } };

/** Long French text on a phone: the table scrolls sideways in its region, which takes the keyboard focus. */
export const LongFrenchText: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('tabindex', '0');
  },
  args: {
    caption: 'Tickets ouverts par les clients du centre de relation client d’Antananarivo, avec leur montant estimé',
    rows: tickets.slice(0, 2).map((ticket, index) => ({
      ...ticket,
      client:
        index === 0
          ? 'Société coopérative des producteurs de vanille et de girofle de la région Sava'
          : 'Établissements hospitaliers réunis du Vakinankaratra',
    })),
    selectable: true,
  },
};

/** The French names designers use for DataTable: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Tableau de données · grille · tri · pagination · sélection de lignes',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
