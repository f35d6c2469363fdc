import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InboxPage } from '../support/fixtures/InboxPage';
import { press, recordAnnouncements } from '../support/layers';
import { closing, screenOf, text } from '../support/screen';

/**
 * The staff's inbox as the site builds it from the package: the messages in a selectable, paged
 * data table under its filters (form, statuses in a list box, a period, a search), a bulk status
 * change, the export, and a sheet per message with its status, its history and its erasure behind
 * an alert dialog. Its changes are confirmed by toasts, some raised while the sheet is open.
 */
const meta = {
  title: 'Patterns/InboxPage',
  component: InboxPage,
} satisfies Meta<typeof InboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list at rest: eight messages of December, the most recent first, five a page. */
export const Example: Story = {};

/**
 * A morning in the inbox, with the pointer and the keyboard: two messages are selected and put
 * « En cours » at once; the list is narrowed to the new and ongoing messages, then to a word; the
 * message found opens in its sheet, where a status change is confirmed by a toast that a screen
 * reader hears although the page behind the sheet is inert; its erasure asks first (Escape closes
 * the question alone, the focus back on « Effacer »), then the sheet closes, a toast says so and the
 * row is gone.
 */
export const Journey: Story = {
  tags: ['!autodocs', 'scenario', 'no-baseline'],
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const table = canvas.getByRole('table', { name: 'Messages reçus, du plus récent au plus ancien' });
    const bodyRows = () => within(within(table).getAllByRole('rowgroup')[1]!).queryAllByRole('row');
    const toasts = () => within(screen.getByRole('region', { name: /Notifications/ }));

    // Bulk: two rows selected, one status for both.
    await userEvent.click(canvas.getByRole('checkbox', { name: /Factures introuvables, de Hery Rakoto/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Devis girofle, de Rasoa Andrianina/ }));
    const bulk = within(canvas.getByRole('form', { name: 'Changer le statut de la sélection' }));
    await userEvent.selectOptions(
      bulk.getByRole('combobox', { name: /Statut des messages sélectionnés \(2\)/ }),
      'En cours',
    );
    await userEvent.click(bulk.getByRole('button', { name: 'Appliquer' }));
    await expect(await toasts().findByText(text('2 messages passés en « En cours ».'))).toBeInTheDocument();
    await expect(bodyRows()[1]).toHaveTextContent('En cours');

    // The statuses' list box: two chosen, Escape closes it.
    const statuses = canvas.getByRole('combobox', { name: 'Statut' });
    await press(statuses);
    const options = within(await screen.findByRole('listbox'));
    await press(options.getByRole('option', { name: 'Nouveau' }));
    await press(options.getByRole('option', { name: 'En cours' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(bodyRows()).toHaveLength(5));

    // A word of a subject, accents left out.
    const search = canvas.getByRole('searchbox', { name: 'Rechercher' });
    await userEvent.type(search, 'donnees{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));

    const link = canvas.getByRole('link', { name: 'Suppression de mes données' });
    await userEvent.click(link);
    const panel = await screen.findByRole('dialog', { name: 'Suppression de mes données' });
    const sheet = within(panel);

    // A toast raised inside the sheet is heard: the page behind is inert, its live region is not.
    const announcements = recordAnnouncements(canvasElement.ownerDocument);
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Statut' }), 'En cours');
    await userEvent.click(sheet.getByRole('button', { name: 'Changer le statut' }));
    await announcements.heard(/^Notification Statut modifié En cours/);
    await expect(sheet.getByText(/Nouveau → En cours, par equipe@company\.example/)).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Changer le statut' })).toBeDisabled();

    // The erasure asks first; Escape closes the question alone.
    const erase = sheet.getByRole('button', { name: 'Effacer' });
    await userEvent.click(erase);
    const question = await screen.findByRole('alertdialog', { name: 'Effacer ce message\u00a0?' });
    await expect(question).toHaveTextContent('Lova Rabe');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), closing);
    await expect(panel).toBeVisible();
    await waitFor(() => expect(erase).toHaveFocus());

    await userEvent.click(erase);
    await press(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Effacer définitivement' }));
    await announcements.heard(/Message effacé Le message de Lova Rabe a été effacé/);
    announcements.stop();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), closing);
    await expect(await canvas.findByText('Aucun message ne correspond à ces filtres.')).toBeVisible();
    await expect(toasts().getByText('Message effacé')).toBeInTheDocument();
  },
};

/** The French names designers use for this pattern: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Boîte de réception · messages reçus · écran d’administration',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
