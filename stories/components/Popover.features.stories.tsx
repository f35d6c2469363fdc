import { Button, Popover, Theme } from '@company/ui';
import { colorSchemes } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rgb } from '../docs/color';
import { RenameQuote, SiretHelp, onRename } from '../support/fixtures/Popover';
import { screenOf } from '../support/screen';
import docsMeta from './Popover.stories';

const meta = {
  title: 'Overlays/Popover/Features',
  component: Popover,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click opens the panel and moves the focus in; Escape closes it and gives the focus back to the trigger. */
export const OpensOnClick: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Aide sur le numéro SIRET' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: /^Où trouver votre numéro SIRET/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** From the keyboard: Enter opens the form on its field, Tab goes through it, Escape returns to the trigger. */
export const KeyboardForm: Story = {
  render: (args) => <RenameQuote {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    onRename.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Renommer' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Renommer le devis' });
    const field = within(dialog).getByRole('textbox', { name: 'Nom du devis' });
    await waitFor(() => expect(field).toHaveFocus());

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nom du devis' })).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}Refonte du site, Hôtel Le Lagon{Enter}');
    await expect(onRename).toHaveBeenCalledWith('Refonte du site, Hôtel Le Lagon');
  },
};

/** The spy of the link beside the popover in the ClickOutside story. */
const onOtherLink = fn();

/** A click outside closes the panel and still reaches what it lands on. */
export const ClickOutside: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <SiretHelp {...args} />
      <Button variant="ghost" onClick={onOtherLink}>
        Je n’ai pas de SIRET
      </Button>
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    onOtherLink.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Aide sur le numéro SIRET' }));
    await screen.findByRole('dialog');
    const other = canvas.getByRole('button', { name: 'Je n’ai pas de SIRET' });
    await userEvent.click(other);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(onOtherLink).toHaveBeenCalledTimes(1);
    await expect(other).toHaveFocus();
  },
};

/** The close button and « Annuler » (`PopoverClose`) close the panel and give the focus back to the trigger. */
export const CloseButtons: Story = {
  render: (args) => <RenameQuote {...args} content={{ closeLabel: 'Fermer sans renommer' }} />,
  play: async ({ canvas, canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Renommer' });

    await step('the × in the corner, named by `closeLabel`', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Renommer le devis' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer sans renommer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
    });

    await step('« Annuler »', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Renommer le devis' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

/** Opened from a dark band of a light page: portalled out of the band, the panel still takes its scheme. */
export const InsideDarkTheme: Story = {
  render: (args) => (
    <Theme scheme="dark" style={{ padding: '1.5rem', borderRadius: '14px' }}>
      <SiretHelp {...args} />
    </Theme>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aide sur le numéro SIRET' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-cui-scheme', 'dark');
    await expect(getComputedStyle(dialog).backgroundColor).toBe(rgb(colorSchemes.dark.surface));
    await expect(getComputedStyle(dialog).colorScheme).toBe('dark');
  },
};

/** In forced colours the panel keeps its edge, and its arrow the same edge on Canvas. */
export const ForcedColours: Story = {
  // Run by the `storybook:forced-colors` Vitest project, in Chromium's forced-colours emulation
  // (in the Storybook UI: DevTools › Rendering › Emulate CSS media feature forced-colors).
  tags: ['forced-colors'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(getComputedStyle(dialog).borderTopStyle).toBe('solid');
    // Radix wraps the arrow in a span of its own, a child of the panel.
    const arrow = dialog.querySelector(':scope > span > svg > path');
    await expect(arrow).not.toBeNull();
    await expect(getComputedStyle(arrow!).stroke).not.toBe(getComputedStyle(arrow!).fill);
  },
};
