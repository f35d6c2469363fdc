import { Button, DataTable, Stack } from '@company/ui';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  type Ticket,
  ServerTickets,
  fakeServer,
  hugeTickets,
  manyTickets,
  pendingAnswers,
} from '../support/fixtures/DataTable';
import docsMeta from './DataTable.stories';

const meta = {
  title: 'Data display/DataTable/Features',
  component: DataTable<Ticket>,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof DataTable<Ticket>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row header of the first row in the table's body. */
const firstCell = (table: HTMLElement): HTMLElement =>
  within(within(table).getAllByRole('rowgroup')[1]!).getAllByRole('rowheader')[0]!;

/** A click or Enter/Space on a header button sorts ascending, descending, then not at all; `aria-sort` follows. */
export const Sorting: Story = {
  args: { onSortingChange: fn() },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Tickets du support' });
    const amount = canvas.getByRole('columnheader', { name: 'Montant' });
    await expect(amount).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(amount).getByRole('button', { name: 'Montant' }));
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'amount', desc: false }]);
    await expect(firstCell(table)).toHaveTextContent('T-1001');

    await userEvent.click(within(amount).getByRole('button'));
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCell(table)).toHaveTextContent('T-1006');

    await userEvent.click(within(amount).getByRole('button'));
    await expect(amount).not.toHaveAttribute('aria-sort');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([]);

    // From the keyboard: Enter, then Space on the focused button; one column sorts at a time.
    const client = canvas.getByRole('columnheader', { name: 'Client' });
    within(client).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(client).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCell(table)).toHaveTextContent('T-1002');
    await userEvent.keyboard(' ');
    await expect(client).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCell(table)).toHaveTextContent('T-1005');
    await expect(amount).not.toHaveAttribute('aria-sort');
  },
};

/** The bar moves from page to page and announces the page; a page size restarts at page 1. */
export const Pagination: Story = {
  args: { rows: manyTickets, paginated: true, onPaginationChange: fn() },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Tickets du support' });
    const status = canvas.getByText('Page 1 sur 14');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(table).toHaveAttribute('aria-rowcount', '141');
    const previous = canvas.getByRole('button', { name: 'Page précédente' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(status).toHaveTextContent('Page 2 sur 14');
    await expect(firstCell(table)).toHaveTextContent('T-1011');
    await expect(firstCell(table).closest('tr')).toHaveAttribute('aria-rowindex', '12');
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10 });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Lignes par page' }), '25');
    await expect(status).toHaveTextContent('Page 1 sur 6');
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
  },
};

/** The header checkbox selects the rows of the page; one row selected makes it partly checked. */
export const Selection: Story = {
  args: { rows: manyTickets, paginated: true, selectable: true, onRowSelectionChange: fn() },
  play: async ({ args, canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Tout sélectionner' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner la ligne T-1003' }));
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByText('1 ligne sélectionnée')).toBeVisible();
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ 'T-1003': true });

    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByText('10 lignes sélectionnées')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Sélectionner la ligne T-1010' })).toBeChecked();

    // The next page's rows are not selected; the count keeps those of page 1.
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(all).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner la ligne T-1011' }));
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByText('11 lignes sélectionnées')).toBeVisible();
  },
};

const pageChange = fn();
const sortChange = fn();

/** The server sorts and paginates: the table reports the change, shows the loading state, then the new rows. */
export const ServerDriven: Story = {
  render: () => <ServerTickets onPaginationChange={pageChange} onSortingChange={sortChange} />,
  play: async ({ canvas }) => {
    pageChange.mockClear();
    sortChange.mockClear();
    pendingAnswers.length = 0;
    fakeServer.held = true;
    const table = canvas.getByRole('table', { name: 'Tickets du support (serveur)' });
    await expect(canvas.getByText('Page 1 sur 14')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(pageChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10 });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    await expect(firstCell(table)).toHaveTextContent('T-1001');
    pendingAnswers.shift()?.();
    await waitFor(() => expect(firstCell(table)).toHaveTextContent('T-1011'));
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByText('Page 2 sur 14')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Montant' }));
    await expect(sortChange).toHaveBeenLastCalledWith([{ id: 'amount', desc: false }]);
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('columnheader', { name: 'Montant' })).toHaveAttribute('aria-sort', 'ascending');
    pendingAnswers.shift()?.();
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByText('Page 1 sur 14')).toBeVisible();
    fakeServer.held = false;
  },
};

/** 10 000 rows: only a window of them is in the page, each with its place; scrolling reaches the last. */
export const Virtualized: Story = {
  args: {
    rows: hugeTickets,
    virtualized: true,
    maxHeight: '24rem',
    estimatedRowHeight: 53,
    caption: 'Historique des tickets',
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Historique des tickets' });
    const region = canvas.getByRole('region', { name: 'Historique des tickets' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await waitFor(() => expect(firstCell(table)).toHaveTextContent('T-1001'), { timeout: 5000 });
    const rendered = () => table.querySelectorAll('tbody tr[aria-rowindex]').length;
    await expect(rendered()).toBeGreaterThan(5);
    await expect(rendered()).toBeLessThan(60);

    // Rows measured taller than their estimate lengthen the table, and so does the web font once it
    // has loaded: scroll again until the end stays in view. The first rows show before the
    // virtualiser's module has arrived, which a busy machine takes seconds to fetch and run.
    await document.fonts.ready;
    await waitFor(
      async () => {
        region.scrollTop = region.scrollHeight;
        const last = within(table).getByRole('rowheader', { name: 'T-11000' });
        await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
          region.getBoundingClientRect().bottom + 1,
        );
      },
      { timeout: 5000 },
    );
    await expect(within(table).getByRole('rowheader', { name: 'T-11000' }).closest('tr')).toHaveAttribute(
      'aria-rowindex',
      '10001',
    );
    await expect(rendered()).toBeLessThan(60);
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

/**
 * A virtualised table mounted again once the virtualiser's module has arrived (a page that shows
 * one, hides it and shows it, or a second such table): it renders at once, before its scrolling
 * region is attached, and still draws the rows in view.
 */
export const VirtualizedMountedAgain: Story = {
  args: { ...Virtualized.args, rows: hugeTickets.slice(0, 500) },
  render: function Render(args) {
    const [shown, setShown] = useState(true);
    return (
      <Stack gap="4">
        <Button variant="outline" onClick={() => setShown((value) => !value)}>
          {shown ? 'Masquer l’historique' : 'Afficher l’historique'}
        </Button>
        {shown ? <DataTable {...args} /> : null}
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const rowsInView = () =>
      canvas.getByRole('table', { name: 'Historique des tickets' }).querySelectorAll('tbody tr[aria-rowindex]').length;
    // The spacer after the rows in view: the virtualiser, not the first rows shown while it loads, draws them.
    const spacer = () =>
      canvas.getByRole('table', { name: 'Historique des tickets' }).querySelector('tbody tr[aria-hidden]');
    await waitFor(() => expect(spacer()).not.toBeNull(), { timeout: 5000 });

    await userEvent.click(canvas.getByRole('button', { name: 'Masquer l’historique' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher l’historique' }));
    await waitFor(() => expect(spacer()).not.toBeNull(), { timeout: 3000 });
    await expect(rowsInView()).toBeGreaterThan(5);
    await expect(rowsInView()).toBeLessThan(60);
  },
};

/** In forced colours the partly checked box and the checked ones are filled with Highlight, and the sort arrow keeps its shape. */
export const ForcedColours: Story = {
  // Run by the `storybook:forced-colors` Vitest project, in Chromium's forced-colours emulation.
  tags: ['forced-colors'],
  args: {
    selectable: true,
    rows: manyTickets.slice(0, 4),
    defaultSorting: [{ id: 'amount', desc: true }],
    defaultRowSelection: { 'T-1002': true },
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Tout sélectionner' });
    await expect(all).toBePartiallyChecked();
    const checked = canvas.getByRole('checkbox', { name: 'Sélectionner la ligne T-1002' });
    // Compared once the boxes' colour transitions have ended.
    await waitFor(() => expect(getComputedStyle(all).backgroundColor).toBe(getComputedStyle(checked).backgroundColor));
    await expect(getComputedStyle(all).backgroundColor).not.toBe(
      getComputedStyle(canvas.getByRole('checkbox', { name: 'Sélectionner la ligne T-1001' })).backgroundColor,
    );
    await expect(canvas.getByRole('columnheader', { name: 'Montant' })).toHaveAttribute('aria-sort', 'descending');
  },
};
