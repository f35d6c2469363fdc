import { CookieBanner } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { pageFrame, selection } from '../support/fixtures/CookieBanner';
import docsMeta from './CookieBanner.stories';

const meta = {
  title: 'Patterns/CookieBanner/Features',
  component: CookieBanner,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** « Personnaliser » is a disclosure button: it shows and hides the panel it controls. */
export const Customize: Story = {
  decorators: [pageFrame(800)],
  play: async ({ canvas }) => {
    const customize = canvas.getByRole('button', { name: 'Personnaliser' });
    await expect(customize).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(customize.getAttribute('aria-controls') ?? '');
    await expect(panel).not.toBeNull();
    await expect(panel).not.toBeVisible();

    await userEvent.click(customize);
    await expect(customize).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(canvas.getAllByRole('switch')).toHaveLength(4);
    await expect(canvas.getByRole('group', { name: 'Cookies à accepter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accepter la sélection' })).toBeVisible();

    await userEvent.click(customize);
    await expect(customize).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('switch')).toBeNull();

    await userEvent.click(customize);
  },
};

/** Tab goes from the policy link to the two choices, then « Personnaliser », then into the panel; Space flips a switch. */
export const Keyboard: Story = {
  decorators: [pageFrame(800)],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /politique de cookies/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tout accepter' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tout refuser' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    const customize = canvas.getByRole('button', { name: 'Personnaliser' });
    await expect(customize).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(customize).toHaveAttribute('aria-expanded', 'true');

    // The locked essential switch is skipped: the first stop in the panel is the first optional category.
    await userEvent.tab();
    const analytics = canvas.getByRole('switch', { name: 'Mesure d’audience' });
    await expect(analytics).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Marketing' })).toHaveFocus();
    await userEvent.tab();
    const functional = canvas.getByRole('switch', { name: 'Fonctionnels' });
    await expect(functional).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await expect(functional).not.toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accepter la sélection' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcceptSelection).toHaveBeenCalledWith(selection({ analytics: true }));
  },
};

/**
 * The catalogue's texts in English (the toolbar's « Language »): every built-in text follows the
 * language; the policy link, a prop, is the caller's own.
 */
export const English: Story = {
  args: { defaultExpanded: true, policyLink: <a href="/cookies">Read our cookie policy</a> },
  globals: { locale: 'en' },
  decorators: [pageFrame(800)],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'We respect your privacy' })).toBeVisible();
    for (const name of ['Accept all', 'Reject all', 'Customise', 'Accept selection']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('group', { name: 'Cookies to accept' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Essential cookies Always active' })).toBeChecked();
    const analytics = canvas.getByRole('switch', { name: 'Audience measurement' });
    await expect(analytics).toHaveAccessibleDescription(expect.stringContaining('how the site is used'));
    await userEvent.click(analytics);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept selection' }));
    await expect(args.onAcceptSelection).toHaveBeenCalledWith({ analytics: true, marketing: false, functional: false });
  },
};
