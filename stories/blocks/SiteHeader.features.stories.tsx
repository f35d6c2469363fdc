import { SiteHeader, type SiteHeaderProps } from '@company/blocks';
import { Button } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectMenuClosed,
  makeUser,
  menuPopover,
  navLabels,
  openMobileMenu,
  signOutOf,
  userMenuButton,
} from '../support/fixtures/blocks/SiteHeader';
import { phoneWidth } from '../support/frame';
import { onPhone } from '../support/viewport';
import docsMeta from './SiteHeader.stories';

const meta = {
  title: 'Blocks/SiteHeader/Features',
  component: SiteHeader,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab moves through the brand, the links and the actions in order. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Company' })).toHaveFocus();
    for (const label of navLabels) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: label })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Connexion' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Inscription' })).toHaveFocus();
  },
};

/** Escape closes the menu and gives focus back to its button; choosing « Déconnexion » calls its callback. */
export const UserMenuKeyboard: Story = {
  args: { user: makeUser() },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);

    await userEvent.click(userMenuButton(canvas));
    await body.findByRole('menu');
    // The menu has mounted, so this is the real button from now on.
    const trigger = userMenuButton(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // From the keyboard the menu opens on its first entry.
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Panel Admin' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Déconnexion' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(signOutOf(args.user)).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Choosing a page in the account menu follows the link and closes the menu. */
export const UserMenuChooseLink: Story = {
  args: { user: makeUser() },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(userMenuButton(canvas));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mon Espace' }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(signOutOf(args.user)).not.toHaveBeenCalled();
  },
};

/**
 * Escape closes the panel and gives focus back to « Menu ». The panel is an `auto` popover, which
 * the browser closes on Escape and on a click outside; it answers only a real key, never the
 * synthetic events of a play function, so this story closes the panel by the same steps
 * (`hidePopover()`) and checks what follows. e2e/keyboard.spec.ts presses the real key.
 */
export const MobileMenuClosesOnEscape: Story = {
  globals: onPhone,
  decorators: [phoneWidth],
  args: { onMenuOpenChange: fn() },
  play: async ({ args, canvas }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const button = canvas.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
    const popover = menuPopover(button);
    await expect(popover).toHaveAttribute('popover', 'auto');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fermer le menu' })).toHaveFocus());

    popover.hidePopover();
    await expectMenuClosed(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Choosing a link in the panel closes it and gives focus back to « Menu ». */
export const MobileMenuChooseLink: Story = {
  globals: onPhone,
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const { user, button, dialog } = await openMobileMenu(canvasElement);
    await user.click(within(dialog).getByRole('link', { name: 'Tarifs' }));
    await expectMenuClosed(button);
  },
};

/**
 * « Fermer le menu » closes the panel, from the pointer or the keyboard. A tap on the dimmed page
 * closes it too, and reaches nothing behind it.
 */
export const MobileMenuCloseButton: Story = {
  globals: onPhone,
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const { user, body, button, dialog } = await openMobileMenu(canvasElement);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer le menu' }));
    await expectMenuClosed(button);

    // The dimmed strip beside the panel belongs to the menu: a tap there closes it, not a link beneath.
    await user.click(button);
    await body.findByRole('dialog', { name: 'Menu' });
    const dimmed = canvasElement.ownerDocument.elementFromPoint(8, window.innerHeight / 2);
    if (!(dimmed instanceof HTMLElement)) throw new Error('Nothing at the left edge of the screen');
    await expect(menuPopover(button)).toContainElement(dimmed);
    await user.click(dimmed);
    await expectMenuClosed(button);

    // Keyboard: Enter opens, Tab stays in the panel, Space on the close button closes it.
    await user.keyboard('{Enter}');
    const reopened = await body.findByRole('dialog', { name: 'Menu' });
    const close = within(reopened).getByRole('button', { name: 'Fermer le menu' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab({ shift: true });
    await expect(within(reopened).getByRole('link', { name: 'Inscription' })).toHaveFocus();
    await user.tab();
    await expect(close).toHaveFocus();
    await user.keyboard(' ');
    await expectMenuClosed(button);
  },
};

/** A page of its own that opens the panel (`menuOpen`) and hears when the visitor closes it (`onMenuOpenChange`). */
function ControlledMenuDemo(args: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SiteHeader
        {...args}
        menuOpen={open}
        onMenuOpenChange={(next) => {
          args.onMenuOpenChange?.(next);
          setOpen(next);
        }}
      />
      <p style={{ padding: '1rem' }}>
        <Button onClick={() => setOpen(true)}>Ouvrir le menu</Button>
      </p>
    </>
  );
}

/**
 * Controlled: the page opens the panel from a button of its own through `menuOpen`; the visitor
 * closes it and `onMenuOpenChange` tells the page, which follows.
 */
export const MobileMenuControlled: Story = {
  globals: onPhone,
  decorators: [phoneWidth],
  args: { onMenuOpenChange: fn() },
  render: (args) => <ControlledMenuDemo {...args} />,
  play: async ({ args, canvas }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const button = canvas.getByRole('button', { name: 'Menu' });
    await user.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The page opened it: nothing to tell the page.
    await expect(args.onMenuOpenChange).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Fermer le menu' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Closed by the visitor, the page's state followed: its button opens the panel again.
    await user.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    await canvas.findByRole('dialog', { name: 'Menu' });
    await expect(args.onMenuOpenChange).toHaveBeenCalledTimes(1);
  },
};
