import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Offer {
  id: string;
  service: string;
}

const columns: TableColumn<Offer>[] = [{ key: 'service', header: 'Service' }];
const offers: Offer[] = [
  { id: 'crc', service: 'Centre de relation client' },
  { id: 'web', service: 'Développement web' },
];

afterEach(cleanup);

const rowOf = (text: string) => screen.getByText(text).closest('tr');

// A row keeps its DOM node (and so its focus, selection or open state) when the rows are
// reordered: that is what the key is for.
it('keeps each row with its record when rows are reordered, keyed by a field', () => {
  const { rerender } = render(<Table caption="Offres" columns={columns} rows={offers} rowKey="id" />);
  const web = rowOf('Développement web');
  rerender(<Table caption="Offres" columns={columns} rows={[...offers].reverse()} rowKey="id" />);
  expect(rowOf('Développement web')).toBe(web);
  expect(screen.getAllByRole('row')[1]).toBe(web);
});

it('keeps each row with its record when rows are reordered, keyed by a function', () => {
  const getRowKey = (offer: Offer) => offer.service;
  const { rerender } = render(<Table caption="Offres" columns={columns} rows={offers} getRowKey={getRowKey} />);
  const web = rowOf('Développement web');
  rerender(<Table caption="Offres" columns={columns} rows={[...offers].reverse()} getRowKey={getRowKey} />);
  expect(rowOf('Développement web')).toBe(web);
});
