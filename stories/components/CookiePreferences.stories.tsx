import { CookiePreferences, type CookiePreferencesValue } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

const savedMessage = 'Vos préférences ont été sauvegardées\u00a0!';

const allOn: CookiePreferencesValue = { analytics: true, marketing: true, functional: true };
const allOff: CookiePreferencesValue = { analytics: false, marketing: false, functional: false };

const meta = {
  title: 'Site patterns/CookiePreferences',
  component: CookiePreferences,
  args: { onSave: fn(), onValueChange: fn() },
  argTypes: {
    description: { control: 'text' },
    status: { control: 'text' },
    categories: { control: 'object' },
    value: { control: 'object' },
    defaultValue: { control: 'object' },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'The cookie settings panel of the cookie policy page, where a visitor reviews or changes the choice made in the cookie banner: one switch per optional category, essential cookies shown on and locked, «\u00a0Tout accepter\u00a0» and «\u00a0Tout refuser\u00a0» of equal weight, and «\u00a0Enregistrer\u00a0».',
        alternatives: [
          'The first visit, before any choice: use CookieBanner, fixed to the bottom of the screen.',
          'A single on/off setting elsewhere in the site: use Switch inside a Field.',
        ],
        anatomy: [
          {
            part: 'Title and description',
            description: 'say what the panel does and that the choice can change at any time.',
          },
          {
            part: 'Categories',
            description:
              'one row each, with a name, a sentence and a Switch; «\u00a0Cookies essentiels\u00a0» is on, locked and marked «\u00a0Toujours actif\u00a0».',
          },
          {
            part: 'Actions',
            description:
              '«\u00a0Tout accepter\u00a0» and «\u00a0Tout refuser\u00a0», same style and width, then «\u00a0Enregistrer\u00a0».',
          },
          {
            part: 'Confirmation (optional)',
            description: 'a line under the actions after saving, announced to screen readers.',
          },
        ],
        dos: [
          {
            caption: 'Every optional category off until the visitor switches it on, as the CNIL requires.',
            example: <CookiePreferences onSave={fn()} />,
          },
          {
            caption: 'A confirmation after saving that says what happened, in one short sentence.',
            example: <CookiePreferences onSave={fn()} defaultValue={{ analytics: true }} status={savedMessage} />,
          },
        ],
        donts: [
          {
            caption: 'Optional categories switched on in advance: consent must be an action, not a default.',
            example: <CookiePreferences onSave={fn()} defaultValue={allOn} />,
          },
          {
            caption:
              'Labels that make refusing sound like a loss: «\u00a0Tout refuser\u00a0» must read as plainly as «\u00a0Tout accepter\u00a0».',
            example: (
              <CookiePreferences
                onSave={fn()}
                acceptAllLabel="Oui, tout accepter"
                rejectAllLabel="Me priver des fonctionnalités"
              />
            ),
          },
        ],
        content: [
          'Category names: a noun in sentence case, «\u00a0Mesure d’audience\u00a0», «\u00a0Marketing\u00a0», «\u00a0Fonctionnels\u00a0»; each description one sentence on what it is used for.',
          'Buttons keep their words: «\u00a0Tout accepter\u00a0», «\u00a0Tout refuser\u00a0», «\u00a0Enregistrer\u00a0»; the two first stay equal in words and weight.',
          'Confirmation: «\u00a0Vos préférences ont été sauvegardées\u00a0!\u00a0», once, after «\u00a0Enregistrer\u00a0».',
          'French typography: a no-break space before «\u00a0!\u00a0», «\u00a0?\u00a0», «\u00a0:\u00a0» and «\u00a0;\u00a0», «\u00a0» quotes, the typographic apostrophe («\u00a0d’audience\u00a0»).',
        ],
      }),
    },
  },
} satisfies Meta<typeof CookiePreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

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
export const AcceptRejectThenSave: Story = {
  tags: ['!autodocs'],
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
  tags: ['!autodocs'],
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

/** Starting positions from a choice saved earlier: every optional category on. */
export const AllAccepted: Story = {
  args: { defaultValue: allOn },
  play: async ({ canvasElement }) => {
    for (const toggle of optionalSwitches(canvasElement)) await expect(toggle).toBeChecked();
  },
};

/** A choice saved earlier, changed and saved again. */
export const ChangeAnEarlierChoice: Story = {
  tags: ['!autodocs'],
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
  tags: ['!autodocs'],
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
  tags: ['!autodocs'],
  args: { level: 3, title: 'Gérer mes cookies' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Gérer mes cookies' })).toBeVisible();
  },
};

export const Mobile: Story = {
  tags: ['!autodocs'],
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

/** The French names designers use for CookiePreferences: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Préférences cookies · gestion du consentement · confidentialité',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
