import { Table } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type Offer, columns, offers } from '../support/fixtures/Table';
import { onPhone } from '../support/viewport';
import docsMeta from './Table.stories';

const meta = {
  title: 'Data display/Table/Features',
  component: Table<Offer>,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof Table<Offer>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Caption, column headers with `scope="col"`, row headers with `scope="row"`, in a named region, focusable only while it scrolls. */
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
    // The table fits at this width: nothing to scroll, so the region is no stop in the tab order
    // (the Mobile story scrolls it from the keyboard).
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await waitFor(() => expect(region).not.toHaveAttribute('tabindex'));
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

export const WithoutRowHeader: Story = {
  args: { rowHeader: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
  },
};

/** On a small screen the table scrolls sideways; the region takes focus so the arrow keys scroll it. */
export const Mobile: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Nos offres d’externalisation' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = 120;
    await expect(region.scrollLeft).toBeGreaterThan(0);
    region.scrollLeft = 0;
  },
};
