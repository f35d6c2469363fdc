import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Theme,
} from '@company/ui';
import type { DialogProps } from '@company/ui';
import { colorSchemes } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rgb } from '../docs/color';
import { CallbackForm, ExampleDialog, closed, sent } from '../support/fixtures/Dialog';
import { screenOf } from '../support/screen';
import { onPhone } from '../support/viewport';
import docsMeta from './Dialog.stories';

const meta = {
  title: 'Overlays/Dialog/Features',
  component: Dialog,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened from its trigger, the form takes the focus on its first field; the footer’s button, outside
 * the `<form>` but tied to it by `form`, sends it; the dialog closes and the focus is back on the trigger.
 */
export const SendingTheForm: Story = {
  args: { defaultOpen: false },
  render: (args) => <CallbackForm {...args} onSend={sent} />,
  play: async ({ canvas, canvasElement }) => {
    sent.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Être rappelé' });
    await userEvent.click(trigger);
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Être rappelé par un conseiller' });
    const name = within(dialog).getByRole('textbox', { name: /^Nom complet/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Hery Rakotondrabe');
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: /^Téléphone/ })).toHaveFocus();
    await userEvent.keyboard('+261 34 00 000 00');
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await expect(sent.mock.calls).toEqual([[{ name: 'Hery Rakotondrabe', phone: '+261 34 00 000 00' }]]);
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Focus moves into the dialog (to the close button, the first control), Tab and Shift+Tab stay
 * inside, and Escape closes it and gives the focus back to the trigger.
 */
export const KeyboardAndFocus: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvas, canvasElement, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Planifier un appel' });
    const doc = canvasElement.ownerDocument;

    await step('Enter on the trigger opens the dialog and focus moves into it', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });

    await step('Tab and Shift+Tab stay inside the dialog', async () => {
      const dialog = screenOf(canvasElement).getByRole('dialog');
      const close = within(dialog).getByRole('button', { name: 'Fermer' });
      const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
      const confirm = within(dialog).getByRole('button', { name: 'Planifier l’appel' });
      await userEvent.tab();
      await expect(cancel).toHaveFocus();
      await userEvent.tab();
      await expect(confirm).toHaveFocus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(confirm).toHaveFocus();
      await expect(dialog.contains(doc.activeElement)).toBe(true);
    });

    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await closed(canvasElement);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/**
 * While the dialog is open the page behind is `inert`: its links and buttons take neither focus nor
 * clicks and leave the accessibility tree, and so does a widget the page mounts after the dialog
 * opened (a chat launcher loaded late). Closing the dialog gives the page back, focus on the trigger.
 */
export const PageBehindIsInert: Story = {
  args: { defaultOpen: false },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <a href="#tarifs">Voir nos tarifs</a>
      <ExampleDialog {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    const doc = canvasElement.ownerDocument;
    const link = canvas.getByRole('link', { name: 'Voir nos tarifs' });
    const trigger = canvas.getByRole('button', { name: 'Planifier un appel' });
    const lateWidget = doc.createElement('button');
    lateWidget.textContent = 'Ouvrir l’assistant';

    await step('Open: the page and a widget mounted afterwards are inert, the dialog is not', async () => {
      await userEvent.click(trigger);
      const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
      await waitFor(() => expect(link.closest('[inert]')).not.toBeNull());
      await expect(trigger.closest('[inert]')).not.toBeNull();
      await expect(dialog.closest('[inert]')).toBeNull();
      canvasElement.append(lateWidget);
      await expect(lateWidget.closest('[inert]')).not.toBeNull();
      for (const element of [link, lateWidget]) {
        element.focus();
        await expect(element).not.toHaveFocus();
      }
    });

    await step('Escape: the page is usable again and the trigger has the focus', async () => {
      await userEvent.keyboard('{Escape}');
      await closed(canvasElement);
      await expect(doc.querySelector('[inert]')).toBeNull();
      await waitFor(() => expect(trigger).toHaveFocus());
      link.focus();
      await expect(link).toHaveFocus();
      lateWidget.remove();
    });
  },
};

/** A click on the overlay, outside the panel, closes the dialog. */
export const OverlayClickCloses: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvas, canvasElement }) => {
    // A modal dialog turns off pointer events on the body; the overlay takes them.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const trigger = canvas.getByRole('button', { name: 'Planifier un appel' });
    await user.click(trigger);
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
    const overlay = canvasElement.ownerDocument.elementFromPoint(4, 4);
    await expect(overlay).not.toBeNull();
    await expect(dialog.contains(overlay)).toBe(false);
    // Radix listens for outside pointer-downs once the dialog has settled.
    await waitFor(async () => {
      await user.click(overlay as Element);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The page owns the state (`open` + `onOpenChange`): here a button that is not the trigger opens it. */
function ControlledDialog(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <p role="status">{open ? 'Fenêtre ouverte' : 'Fenêtre fermée'}</p>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Planifier un appel
      </Button>
      <Dialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Planifier un appel de cadrage</DialogTitle>
            <DialogDescription>Un chef de projet vous appelle pour préciser votre besoin.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Annuler</Button>
            </DialogClose>
            <DialogClose asChild>
              <Button>Planifier l’appel</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

export const Controlled: Story = {
  args: { defaultOpen: undefined },
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Planifier un appel' });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Fenêtre fermée');
    await userEvent.click(opener);
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
    // The page behind is hidden from assistive technology while the dialog is open.
    await expect(status).toHaveTextContent('Fenêtre ouverte');
    // Opening is the page's: only the ways out report to onOpenChange.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect(args.onOpenChange!.mock.calls).toEqual([[false]]);
    await closed(canvasElement);
    await expect(status).toHaveTextContent('Fenêtre fermée');
    // Without a trigger, focus goes back to the element that had it when the dialog opened.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** On a phone the panel takes the width but a margin, and the actions stack at full width. */
export const Mobile: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeGreaterThanOrEqual(0));
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(viewportWidth);
    const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
    const confirm = within(dialog).getByRole('button', { name: 'Planifier l’appel' });
    await expect(cancel.getBoundingClientRect().width).toBe(confirm.getBoundingClientRect().width);
    await expect(confirm.getBoundingClientRect().top).toBeGreaterThan(cancel.getBoundingClientRect().bottom);
  },
};

/**
 * Opened from a dark band of a light page: the dialog is portalled to the end of the body, out of
 * the band, and still takes the band's scheme.
 */
export const InsideDarkTheme: Story = {
  args: { defaultOpen: false },
  render: (args) => (
    <Theme scheme="dark" style={{ padding: '1.5rem', borderRadius: '14px' }}>
      <p style={{ marginBlock: '0 1rem' }}>Un projet à nous confier&nbsp;?</p>
      <ExampleDialog {...args} />
    </Theme>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Planifier un appel' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
    await expect(dialog).toHaveAttribute('data-cui-scheme', 'dark');
    await expect(getComputedStyle(dialog).backgroundColor).toBe(rgb(colorSchemes.dark.surface));
    await expect(getComputedStyle(dialog).colorScheme).toBe('dark');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Forced colours remove the panel's shadow: a border keeps its edge. */
export const ForcedColours: Story = {
  // Run by the `storybook:forced-colors` Vitest project, in Chromium's forced-colours emulation
  // (in the Storybook UI: DevTools › Rendering › Emulate CSS media feature forced-colors).
  tags: ['forced-colors'],
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
    const style = getComputedStyle(dialog);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.borderTopColor).not.toBe(style.backgroundColor);
  },
};
