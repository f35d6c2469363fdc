import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, Theme } from '@company/ui';
import { colorSchemes } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rgb } from '../docs/color';
import { DisplayMenu, QuoteMenu, displayOptions, quoteActions } from '../support/fixtures/DropdownMenu';
import { screenOf } from '../support/screen';
import docsMeta from './DropdownMenu.stories';

const meta = {
  title: 'Overlays/DropdownMenu/Features',
  component: DropdownMenu,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The labels of the quote menu's items, in order. */
const quoteItems = ['Modifier', 'Dupliquer', 'Partager avec le client', 'Télécharger le PDF', 'Archiver', 'Supprimer'];

/** Choosing an option reports it and closes the menu; the menu shows it when it opens again. */
export const ChooseAnOption: Story = {
  render: (args) => <DisplayMenu {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const { onCheckedChange, onValueChange } = displayOptions;
    onCheckedChange.mockClear();
    onValueChange.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Affichage' });

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Montants TTC' }));
    await expect(onCheckedChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitemcheckbox', { name: 'Montants TTC' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Montant' }));
    await expect(onValueChange).toHaveBeenCalledWith('montant');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    // From the keyboard: the menu opens on its first option, and Space chooses one.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: 'Montants TTC' })).toHaveFocus());
    await expect(screen.getByRole('menuitemradio', { name: 'Montant' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitemradio', { name: 'Client' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onValueChange).toHaveBeenLastCalledWith('client');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Enter, Space and ArrowDown open the menu on its first item; Escape closes it and returns to the button. */
export const KeyboardOpening: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    for (const [key, name] of [
      ['{Enter}', 'Enter'],
      [' ', 'Space'],
      ['{ArrowDown}', 'ArrowDown'],
    ] as const) {
      await step(`${name} opens the menu on its first item; Escape closes it`, async () => {
        await userEvent.keyboard(key);
        const menu = await screen.findByRole('menu');
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(trigger).toHaveAttribute('aria-controls', menu.id);
        await expect(menu).toHaveAccessibleName('Actions');
        await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Modifier' })).toHaveFocus());
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        await expect(trigger).toHaveFocus();
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      });
    }
    await expect(args.onOpenChange).toHaveBeenCalledTimes(6);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The arrows move through the items and skip the disabled one, Home and End jump, a letter finds an item. */
export const ArrowKeysAndTypeahead: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    canvas.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Modifier')).toHaveFocus());
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(quoteItems);

    await step('ArrowDown and ArrowUp move, skipping the disabled item', async () => {
      await expect(item('Partager avec le client')).toHaveAttribute('aria-disabled', 'true');
      await userEvent.keyboard('{ArrowDown}');
      await expect(item('Dupliquer')).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(item('Télécharger le PDF')).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(item('Dupliquer')).toHaveFocus();
    });

    await step('End and Home jump to the last and the first item', async () => {
      await userEvent.keyboard('{End}');
      await expect(item('Supprimer')).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(item('Modifier')).toHaveFocus();
    });

    await step('a letter moves to the next item that starts with it', async () => {
      await userEvent.keyboard('a');
      await expect(item('Archiver')).toHaveFocus();
      await userEvent.keyboard('{Home}');
      // « P » would be « Partager… », which is disabled: the typeahead skips it too.
      await userEvent.keyboard('p');
      await expect(item('Modifier')).toHaveFocus();
    });

    await step('Escape closes the menu from any item and returns to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(canvas.getByRole('button', { name: 'Actions' })).toHaveFocus();
    });
  },
};

/** Choosing an item runs its action, closes the menu and gives the focus back to the button. */
export const ChooseAnItem: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    for (const spy of Object.values(quoteActions)) spy.mockClear();

    await step('with the keyboard', async () => {
      trigger.focus();
      await userEvent.keyboard('{ArrowDown}');
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Modifier' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(quoteActions.onDuplicate).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(trigger).toHaveFocus();
    });

    await step('with the pointer', async () => {
      await userEvent.click(trigger);
      const menu = await screen.findByRole('menu');
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Télécharger le PDF' }));
      await expect(quoteActions.onDownload).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(trigger).toHaveFocus();
    });

    await step('a disabled item does nothing', async () => {
      await userEvent.click(trigger);
      const menu = await screen.findByRole('menu');
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Partager avec le client' }));
      await expect(screen.getByRole('menu')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });

    await expect(quoteActions.onEdit).not.toHaveBeenCalled();
    await expect(quoteActions.onDelete).not.toHaveBeenCalled();
  },
};

/** The spy of the button beside the menu in the ClickOutside story. */
const onNewQuote = fn();

/** A click outside closes the menu without choosing anything, and still reaches what it lands on. */
export const ClickOutside: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <QuoteMenu {...args} />
      <Button variant="ghost" onClick={onNewQuote}>
        Nouveau devis
      </Button>
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    onNewQuote.mockClear();
    for (const spy of Object.values(quoteActions)) spy.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await screen.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const newQuote = canvas.getByRole('button', { name: 'Nouveau devis' });
    await userEvent.click(newQuote);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(onNewQuote).toHaveBeenCalledTimes(1);
    // The focus stays where the click put it rather than going back to the menu's button.
    await expect(newQuote).toHaveFocus();
    await expect(Object.values(quoteActions).some((spy) => spy.mock.calls.length > 0)).toBe(false);
  },
};

/** Long French labels wrap inside the menu rather than widening it past the screen. */
export const LongFrenchLabels: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Exporter</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem icon={<Download />}>
          Exporter les devis acceptés du trimestre au format tableur
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Download />}>
          Exporter l’historique complet des échanges avec le client en PDF
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvasElement }) => {
    const menu = await screenOf(canvasElement).findByRole('menu');
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(22 * 16 + 1);
  },
};

/** Opened from a dark band of a light page: portalled out of the band, the menu still takes its scheme. */
export const InsideDarkTheme: Story = {
  render: (args) => (
    <Theme scheme="dark" style={{ padding: '1.5rem', borderRadius: '14px' }}>
      <QuoteMenu {...args} />
    </Theme>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await screenOf(canvasElement).findByRole('menu');
    await expect(menu).toHaveAttribute('data-cui-scheme', 'dark');
    await expect(getComputedStyle(menu).backgroundColor).toBe(rgb(colorSchemes.dark.surface));
    await expect(getComputedStyle(menu).colorScheme).toBe('dark');
  },
};

/** In forced colours the menu keeps its edge, and the highlighted item takes the system highlight. */
export const ForcedColours: Story = {
  // Run by the `storybook:forced-colors` Vitest project, in Chromium's forced-colours emulation
  // (in the Storybook UI: DevTools › Rendering › Emulate CSS media feature forced-colors).
  tags: ['forced-colors'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await screenOf(canvasElement).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    const first = within(menu).getByRole('menuitem', { name: 'Modifier' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(getComputedStyle(menu).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(first).backgroundColor).not.toBe(getComputedStyle(menu).backgroundColor);
  },
};
