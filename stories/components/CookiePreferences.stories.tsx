import { CookiePreferences, type CookiePreferencesValue } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const savedMessage = 'Vos préférences ont été sauvegardées\u00a0!';

const meta = {
  title: 'Components/CookiePreferences',
  component: CookiePreferences,
  args: { onSave: fn(), onChange: fn() },
  argTypes: {
    description: { control: 'text' },
    status: { control: 'text' },
    categories: { control: 'object' },
    value: { control: 'object' },
    defaultValue: { control: 'object' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use on the cookie policy page, where a visitor reviews or changes the choice made in the `CookieBanner`. It shows the same switches (essential cookies on and locked, then mesure d’audience, marketing and fonctionnels), « Tout accepter » and « Tout refuser » of equal weight, which only move the switches, and « Enregistrer », which hands the positions to `onSave`. Pass the confirmation in `status` after saving: it is announced through a `role="status"` region. Works controlled (`value` + `onChange`) or uncontrolled (`defaultValue`).',
      },
    },
  },
} satisfies Meta<typeof CookiePreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

const allOn: CookiePreferencesValue = { analytics: true, marketing: true, functional: true };
const allOff: CookiePreferencesValue = { analytics: false, marketing: false, functional: false };

const optionalSwitches = (root: HTMLElement) => {
  const canvas = within(root);
  return [
    canvas.getByRole('switch', { name: 'Mesure d’audience' }),
    canvas.getByRole('switch', { name: 'Marketing' }),
    canvas.getByRole('switch', { name: 'Fonctionnels' }),
  ];
};

export const Playground: Story = {};

/** « Tout accepter » and « Tout refuser » only move the switches; « Enregistrer » hands their positions over. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Vos préférences de cookies' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vos préférences de cookies' })).toBeVisible();
    const essential = canvas.getByRole('switch', { name: /Cookies essentiels/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    const switches = optionalSwitches(canvasElement);
    for (const toggle of switches) await expect(toggle).not.toBeChecked();

    const acceptAll = canvas.getByRole('button', { name: 'Tout accepter' });
    const rejectAll = canvas.getByRole('button', { name: 'Tout refuser' });
    await expect(rejectAll).toHaveAttribute('data-variant', acceptAll.getAttribute('data-variant'));
    await expect(rejectAll.getBoundingClientRect().width).toBe(acceptAll.getBoundingClientRect().width);

    await userEvent.click(acceptAll);
    for (const toggle of switches) await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(allOn);

    await userEvent.click(rejectAll);
    for (const toggle of switches) await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(allOff);
    await expect(essential).toBeChecked();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('switch', { name: 'Marketing' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ analytics: false, marketing: true, functional: false });
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

/** Starting positions from a choice saved earlier. */
export const AllAccepted: Story = {
  args: { defaultValue: allOn },
  play: async ({ args, canvas, canvasElement }) => {
    for (const toggle of optionalSwitches(canvasElement)) await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Mesure d’audience' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: false, marketing: true, functional: true });
  },
};

/** After saving, the confirmation is shown and announced as a status message. */
export const Saved: Story = {
  args: { defaultValue: { analytics: true }, status: savedMessage },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Vos préférences ont été sauvegardées !');
    await expect(status.textContent).toBe(savedMessage);
    await expect(status).toBeVisible();
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
        onChange={(next) => {
          setValue(next);
          setStatus(undefined);
          args.onChange?.(next);
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
    await expect(args.onChange).toHaveBeenLastCalledWith(allOn);
    for (const toggle of optionalSwitches(canvasElement)) await expect(toggle).toBeChecked();

    await userEvent.click(canvas.getByRole('switch', { name: 'Marketing' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ analytics: true, marketing: false, functional: true });
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
  parameters: {
    viewport: {
      options: { mobileFull: { name: 'Mobile (375), full page', styles: { width: '375px', height: '1000px' } } },
    },
  },
  globals: { viewport: { value: 'mobileFull' } },
  play: async ({ canvas }) => {
    const acceptAll = canvas.getByRole('button', { name: 'Tout accepter' }).getBoundingClientRect();
    const rejectAll = canvas.getByRole('button', { name: 'Tout refuser' }).getBoundingClientRect();
    await expect(rejectAll.width).toBe(acceptAll.width);
    await expect(rejectAll.top).toBe(acceptAll.top);
  },
};
