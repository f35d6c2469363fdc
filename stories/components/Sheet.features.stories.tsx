import { Button, Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@company/ui';
import type { SheetProps } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FiltersSheet, closed } from '../support/fixtures/Sheet';
import { screenOf } from '../support/screen';
import docsMeta from './Sheet.stories';

const meta = {
  title: 'Overlays/Sheet/Features',
  component: Sheet,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The WAI-ARIA dialog keyboard: Enter on the trigger opens the sheet with the focus on its close
 * button, Tab and Shift+Tab stay inside, Escape closes it and gives the focus back to the trigger.
 */
export const KeyboardAndFocus: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvas, canvasElement, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Filtrer les offres' });
    const doc = canvasElement.ownerDocument;

    await step('Enter on the trigger opens the sheet and focus moves into it', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const sheet = await screenOf(canvasElement).findByRole('dialog', { name: 'Filtrer les offres' });
      await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Fermer' })).toHaveFocus());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });

    await step('Tab and Shift+Tab stay inside the sheet', async () => {
      const sheet = screenOf(canvasElement).getByRole('dialog');
      const close = within(sheet).getByRole('button', { name: 'Fermer' });
      const apply = within(sheet).getByRole('button', { name: 'Afficher 24 offres' });
      await userEvent.tab({ shift: true });
      await expect(apply).toHaveFocus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
      await userEvent.tab();
      await expect(within(sheet).getByRole('combobox', { name: 'Secteur' })).toHaveFocus();
      // Through the two thumbs of the budget, the checkbox and the footer, back to the close button.
      for (let i = 0; i < 5; i++) await userEvent.tab();
      await expect(apply).toHaveFocus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
      await expect(sheet.contains(doc.activeElement)).toBe(true);
    });

    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await closed(canvasElement);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** While the sheet is open the page behind is inert; it is usable again once the sheet closes. */
export const PageBehindIsInert: Story = {
  args: { defaultOpen: false },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <a href="#offres">Voir toutes les offres</a>
      <FiltersSheet {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Voir toutes les offres' });
    const trigger = canvas.getByRole('button', { name: 'Filtrer les offres' });
    await userEvent.click(trigger);
    await screenOf(canvasElement).findByRole('dialog', { name: 'Filtrer les offres' });
    await waitFor(() => expect(link.closest('[inert]')).not.toBeNull());
    link.focus();
    await expect(link).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(canvasElement.ownerDocument.querySelector('[inert]')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A click on the overlay, beside the panel, closes the sheet; so does a `SheetClose` button. */
export const OverlayAndCloseButtons: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvas, canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const trigger = canvas.getByRole('button', { name: 'Filtrer les offres' });
    await user.click(trigger);
    const sheet = await screenOf(canvasElement).findByRole('dialog', { name: 'Filtrer les offres' });
    // The overlay shows at the start side, beside a panel flush with the end.
    const overlay = canvasElement.ownerDocument.elementFromPoint(4, 4);
    await expect(overlay).not.toBeNull();
    await expect(sheet.contains(overlay)).toBe(false);
    await waitFor(async () => {
      await user.click(overlay as Element);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    const again = await screenOf(canvasElement).findByRole('dialog', { name: 'Filtrer les offres' });
    await user.click(within(again).getByRole('button', { name: 'Afficher 24 offres' }));
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** In a right-to-left page, `end` is the left edge and `start` the right one. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const sheet = await screenOf(canvasElement).findByRole('dialog', { name: 'Filtrer les offres' });
    await waitFor(() => expect(sheet.getBoundingClientRect().left).toBe(0));
  },
};

function ControlledSheet(args: SheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <p role="status">{open ? 'Détail ouvert' : 'Détail fermé'}</p>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Voir le ticket n°&nbsp;4821
      </Button>
      <Sheet
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      >
        <SheetContent size="sm">
          <SheetHeader>
            <SheetTitle>Ticket n°&nbsp;4821</SheetTitle>
            <SheetDescription>Ouvert le 12 mars par Hery Rakotondrabe.</SheetDescription>
          </SheetHeader>
        </SheetContent>
      </Sheet>
    </div>
  );
}

/** Opened by the page (`open` + `onOpenChange`) from a button that is not a trigger: focus still returns to it. */
export const Controlled: Story = {
  args: { defaultOpen: undefined },
  render: (args) => <ControlledSheet {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: /^Voir le ticket/ });
    await userEvent.click(opener);
    await screenOf(canvasElement).findByRole('dialog', { name: 'Ticket n°\u00a04821' });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(args.onOpenChange!.mock.calls).toEqual([[false]]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Détail fermé');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Forced colours remove the panel's shadow: a border keeps its edge. */
export const ForcedColours: Story = {
  tags: ['forced-colors'],
  play: async ({ canvasElement }) => {
    const sheet = await screenOf(canvasElement).findByRole('dialog', { name: 'Filtrer les offres' });
    const style = getComputedStyle(sheet);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.borderTopWidth).toBe('1px');
  },
};
