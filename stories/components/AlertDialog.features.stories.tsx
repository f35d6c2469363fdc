import { AlertDialog } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { closed, deleted } from '../support/fixtures/AlertDialog';
import { screenOf } from '../support/screen';
import { onPhone } from '../support/viewport';
import docsMeta from './AlertDialog.stories';

const meta = {
  title: 'Overlays/AlertDialog/Features',
  component: AlertDialog,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on «\u00a0Annuler\u00a0», the safe answer; Tab goes between the two buttons and stays inside. */
export const FocusStartsOnCancel: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Supprimer le document' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Supprimer ce document\u00a0?' });
    const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
    const action = within(dialog).getByRole('button', { name: 'Supprimer le document' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(action).toHaveFocus();
    // Back on the safe answer for the visual baseline.
    await userEvent.tab({ shift: true });
    await expect(cancel).toHaveFocus();
  },
};

/** A click on the overlay does not close the question: it waits for an answer. */
export const OverlayClickDoesNotClose: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvas, canvasElement }) => {
    // A modal dialog turns off pointer events on the body; the overlay takes them.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(canvas.getByRole('button', { name: 'Supprimer le document' }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Supprimer ce document\u00a0?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    const overlay = canvasElement.ownerDocument.elementFromPoint(4, 4);
    await expect(overlay).not.toBeNull();
    await expect(dialog.contains(overlay)).toBe(false);
    // Clicked twice, the second time once the dialog has long settled, when a Dialog would close.
    await user.click(overlay as Element);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await user.click(overlay as Element);
    // Still open, and showing once its entrance has run, however slowly the machine plays it.
    const stillOpen = screenOf(canvasElement).getByRole('alertdialog');
    await expect(stillOpen).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(stillOpen).toBeVisible());
    await expect(args.onOpenChange!.mock.calls).toEqual([[true]]);
    await expect(deleted).not.toHaveBeenCalled();
  },
};

/** Escape cancels: the question closes, nothing is deleted, and the focus is back on the trigger. */
export const EscapeCancels: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvas, canvasElement }) => {
    deleted.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Supprimer le document' });
    await userEvent.click(trigger);
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Supprimer ce document\u00a0?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(args.onOpenChange!.mock.calls).toEqual([[true], [false]]);
    await expect(deleted).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The action runs its `onClick` once, then the question closes and the focus is back on the trigger. */
export const ActionRunsItsCallback: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvas, canvasElement }) => {
    deleted.mockClear();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const trigger = canvas.getByRole('button', { name: 'Supprimer le document' });
    await user.click(trigger);
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Supprimer ce document\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le document' }));
    await expect(deleted).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange!.mock.calls).toEqual([[true], [false]]);
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** On a phone the two answers stack at full width, the action under «\u00a0Annuler\u00a0». */
export const Mobile: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Supprimer ce document\u00a0?' });
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeGreaterThanOrEqual(0));
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(viewportWidth);
    const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
    const action = within(dialog).getByRole('button', { name: 'Supprimer le document' });
    await expect(cancel.getBoundingClientRect().width).toBe(action.getBoundingClientRect().width);
    await expect(action.getBoundingClientRect().top).toBeGreaterThan(cancel.getBoundingClientRect().bottom);
  },
};
