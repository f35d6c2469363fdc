import { CookiePreferences, type CookiePreferencesValue } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { allOn, optionalSwitches, savedMessage } from '../support/fixtures/CookiePreferences';
import { tallScreen } from '../support/viewport';
import docsMeta from './CookiePreferences.stories';

const meta = {
  title: 'Patterns/CookiePreferences/Features',
  component: CookiePreferences,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof CookiePreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

const allOff: CookiePreferencesValue = { analytics: false, marketing: false, functional: false };

/** « Tout accepter » and « Tout refuser » only move the switches; « Enregistrer » hands their positions over. */
export const AcceptRejectThenSave: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Vos préférences de cookies' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vos préférences de cookies' })).toBeVisible();
    const essential = canvas.getByRole('switch', { name: /Cookies essentiels/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    // Locked by `disabled` alone: HTML allows `readonly` on text-like inputs only.
    await expect(essential).not.toHaveAttribute('readonly');
    // Named apart from the banner's group, which the cookie policy page may show at the same time.
    await expect(canvas.getByRole('group', { name: 'Cookies autorisés' })).toContainElement(essential);
    const switches = optionalSwitches(canvasElement);
    for (const toggle of switches) await expect(toggle).not.toBeChecked();

    const acceptAll = canvas.getByRole('button', { name: 'Tout accepter' });
    const rejectAll = canvas.getByRole('button', { name: 'Tout refuser' });
    await expect(rejectAll).toHaveAttribute('data-variant', acceptAll.getAttribute('data-variant'));
    await expect(rejectAll.getBoundingClientRect().width).toBe(acceptAll.getBoundingClientRect().width);

    await userEvent.click(acceptAll);
    for (const toggle of switches) await expect(toggle).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(allOn);

    await userEvent.click(rejectAll);
    for (const toggle of switches) await expect(toggle).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(allOff);
    await expect(essential).toBeChecked();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('switch', { name: 'Marketing' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ analytics: false, marketing: true, functional: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: false, marketing: true, functional: false });
  },
};

/** Space flips the focused switch; the locked essential switch is not a tab stop. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const analytics = canvas.getByRole('switch', { name: 'Mesure d’audience' });
    await expect(analytics).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Fonctionnels' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tout accepter' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tout refuser' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: true, marketing: false, functional: false });
  },
};

/** A choice saved earlier, changed and saved again. */
export const ChangeAnEarlierChoice: Story = {
  args: { defaultValue: allOn },
  play: async ({ args, canvas, canvasElement }) => {
    for (const toggle of optionalSwitches(canvasElement)) await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Mesure d’audience' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: false, marketing: true, functional: true });
  },
};

/** The parent holds the positions and shows the confirmation once `onSave` is called. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<CookiePreferencesValue>({
      analytics: false,
      marketing: true,
      functional: false,
    });
    const [status, setStatus] = useState<string>();
    return (
      <CookiePreferences
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setStatus(undefined);
          args.onValueChange?.(next);
        }}
        onSave={(saved) => {
          setStatus(savedMessage);
          args.onSave(saved);
        }}
        status={status}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(canvas.getByRole('switch', { name: 'Marketing' })).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: 'Tout accepter' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(allOn);
    for (const toggle of optionalSwitches(canvasElement)) await expect(toggle).toBeChecked();

    await userEvent.click(canvas.getByRole('switch', { name: 'Marketing' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ analytics: true, marketing: false, functional: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: true, marketing: false, functional: true });
    await expect(canvas.getByRole('status')).toHaveTextContent('Vos préférences ont été sauvegardées !');
  },
};

/** Inside a page section, the title takes the level that fits the outline. */
export const HeadingLevel: Story = {
  args: { level: 3, title: 'Gérer mes cookies' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Gérer mes cookies' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { status: savedMessage },
  // A 375px phone, tall enough for the capture to hold the whole panel.
  ...tallScreen(375, 1000),
  play: async ({ canvas }) => {
    const acceptAll = canvas.getByRole('button', { name: 'Tout accepter' }).getBoundingClientRect();
    const rejectAll = canvas.getByRole('button', { name: 'Tout refuser' }).getBoundingClientRect();
    await expect(rejectAll.width).toBe(acceptAll.width);
    await expect(rejectAll.top).toBe(acceptAll.top);
  },
};
