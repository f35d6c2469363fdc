import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './DataTable';

interface Order {
  id: string;
  client: string;
  amount: number;
}

describe('DataTableColumn', () => {
  it('takes a field of the row as its key, or any name with render', () => {
    // Type-level checks: `npm run typecheck` fails if one of these lines compiles.
    // @ts-expect-error -- not a field of Order, and nothing draws the cell
    const typo: DataTableColumn<Order> = { key: 'amuont', header: 'Montant' };
    // @ts-expect-error -- a field's key is a string of the row's type, not a number
    const numbered: DataTableColumn<Order> = { key: 0, header: 'Numéro' };
    const columns: DataTableColumn<Order>[] = [
      { key: 'id', header: 'Numéro', sortable: true },
      { key: 'amount', header: 'Montant', align: 'end', render: (order) => `${order.amount} €` },
      { key: 'actions', header: 'Actions', render: (order) => `Modifier ${order.id}` },
    ];
    expect([typo, numbered, ...columns]).toHaveLength(5);
  });
});
