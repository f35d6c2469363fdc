import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrdersPage } from '../support/fixtures/OrdersPage';
import { press } from '../support/layers';
import { closing, screenOf, text } from '../support/screen';

/**
 * An « orders » admin page as an app builds it from the package alone: a data table of orders
 * (sorting, pages, selection) under an async client filter and a period, a « Nouvelle commande »
 * dialog holding a form with a combobox, a list box, a number field, a date picker and a select,
 * a sheet of details per order with a combobox, a date picker and a menu of actions, and toasts.
 * Every popup there opens inside a container: the page is where the layer system and the form meet.
 */
const meta = {
  title: 'Patterns/OrdersPage',
  component: OrdersPage,
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page at rest: the orders of December, the most recent first, five a page. */
export const Example: Story = {};

/**
 * The journey of an order, with the pointer and the keyboard as a person goes: the client filter
 * searches as it is typed; the new order's form, submitted empty, shows every error and puts the
 * focus on the first; each control is filled (the combobox and the list box by pointer, the date
 * in the calendar by keyboard), Escape in a popup closes it alone; the order is created, the dialog
 * closes, a toast says so and the row is in the table. In its sheet, the menu marks it delivered;
 * Escape closes the menu, then the sheet (not the toast, still showing), and the focus is back on
 * the row's button.
 */
export const Journey: Story = {
  tags: ['!autodocs', 'scenario', 'no-baseline'],
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const table = canvas.getByRole('table', { name: 'Commandes de décembre' });
    const bodyRows = () => within(within(table).getAllByRole('rowgroup')[1]!).getAllByRole('row');

    // The async filter: the options come from the « server » as the client's name is typed.
    await userEvent.type(canvas.getByRole('combobox', { name: 'Client' }), 'q');
    await press(await screen.findByRole('option', { name: 'Quincaillerie de Tanambao' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await expect(bodyRows()[0]).toHaveTextContent('Quincaillerie de Tanambao');

    const newOrder = canvas.getByRole('button', { name: 'Nouvelle commande' });
    await userEvent.click(newOrder);
    const panel = await screen.findByRole('dialog', { name: 'Nouvelle commande' });
    const dialog = within(panel);
    const submit = dialog.getByRole('button', { name: 'Créer la commande' });

    await userEvent.click(submit);
    const client = dialog.getByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(client).toHaveFocus());
    for (const error of [
      'Choisissez le client.',
      'Choisissez le produit commandé.',
      'Indiquez le nombre de colis.',
      'Indiquez la date de livraison souhaitée.',
      'Choisissez le mode de paiement.',
    ])
      await expect(dialog.getByText(error)).toBeVisible();

    // Options pressed inside the dialog land on them, not on what lies under it.
    await userEvent.type(client, 'q');
    await press(await dialog.findByRole('option', { name: 'Quincaillerie de Tanambao' }));
    await waitFor(() => expect(client).toHaveValue('Quincaillerie de Tanambao'));
    await waitFor(() => expect(dialog.queryByText('Choisissez le client.')).toBeNull());

    const product = dialog.getByRole('combobox', { name: 'Produit' });
    await press(product);
    await press(await dialog.findByRole('option', { name: 'Vanille Bourbon, caisse de 5 kg' }));
    await waitFor(() => expect(product).toHaveTextContent('Vanille Bourbon, caisse de 5 kg'));

    await userEvent.type(dialog.getByRole('textbox', { name: 'Nombre de colis' }), '2');

    // The calendar by keyboard: Escape closes it alone, then a day is chosen with the arrows.
    const calendarButton = dialog.getByRole('button', { name: /Choisir une date/ });
    calendarButton.focus();
    await userEvent.keyboard('{Enter}');
    await dialog.findByRole('grid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.queryByRole('grid')).toBeNull());
    await expect(panel).toBeVisible();
    await waitFor(() => expect(calendarButton).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await dialog.findByRole('grid');
    await waitFor(() => expect(panel.ownerDocument.activeElement).toHaveTextContent(/^14$/));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(dialog.queryByRole('grid')).toBeNull());
    await waitFor(() => expect(calendarButton).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: 'Livraison souhaitée' })).toHaveValue('21/12/2026');

    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Mode de paiement' }), 'Mobile money');
    await waitFor(() => expect(dialog.queryAllByText(/^Erreur/)).toHaveLength(0));

    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouvelle commande' })).toBeNull(), closing);
    await waitFor(() => expect(newOrder).toHaveFocus());
    const toasts = within(screen.getByRole('region', { name: /Notifications/ }));
    await expect(await toasts.findByText('Commande créée')).toBeVisible();
    await expect(toasts.getByText(/CMD-2026-130/)).toHaveTextContent(text('Quincaillerie de Tanambao · 2 998 €'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const row = within(bodyRows()[0]!);
    await expect(row.getByRole('rowheader')).toHaveTextContent('CMD-2026-130');
    await expect(bodyRows()[0]).toHaveTextContent(text('21 déc. 2026'));
    await expect(bodyRows()[0]).toHaveTextContent(text('2 998 €'));

    const details = row.getByRole('button', { name: 'Détails de CMD-2026-130' });
    await userEvent.click(details);
    const sheetPanel = await screen.findByRole('dialog', { name: 'Commande CMD-2026-130' });
    const sheet = within(sheetPanel);

    const more = sheet.getByRole('button', { name: 'Plus d’actions' });
    await press(more);
    await press(await sheet.findByRole('menuitem', { name: 'Marquer comme livrée' }));
    await expect(sheetPanel).toHaveTextContent('Livrée');
    await waitFor(() => expect(more).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await sheet.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet.queryByRole('menu')).toBeNull());
    await expect(sheetPanel).toBeVisible();
    await waitFor(() => expect(more).toHaveFocus());
    // The Escape is the sheet's, not the toast's raised since, which stays to be read.
    const toast = () => within(screen.getByRole('region', { name: /Notifications/ })).getByText('Commande créée');
    await expect(toast()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), closing);
    await waitFor(() => expect(details).toHaveFocus());
    await expect(bodyRows()[0]).toHaveTextContent('Livrée');
    await expect(toast()).toBeVisible();
  },
};

/** The French names designers use for this pattern: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Page des commandes · écran d’administration · liste de commandes',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
