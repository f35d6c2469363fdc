import { CookiePreferences } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { allOn, optionalSwitches, savedMessage } from '../support/fixtures/CookiePreferences';

const meta = {
  title: 'Patterns/CookiePreferences',
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
            selector: 'section[aria-labelledby] > div:first-child',
          },
          {
            part: 'Categories',
            description:
              'one row each, with a name, a sentence and a Switch; «\u00a0Cookies essentiels\u00a0» is on, locked and marked «\u00a0Toujours actifs\u00a0».',
            selector: 'fieldset',
          },
          {
            part: 'Actions',
            description:
              '«\u00a0Tout accepter\u00a0» and «\u00a0Tout refuser\u00a0», same style and width, then «\u00a0Enregistrer\u00a0».',
            selector: 'fieldset + div',
          },
          {
            part: 'Confirmation (optional)',
            description: 'a line under the actions after saving, announced to screen readers.',
            story: 'Saved',
            selector: '[role="status"]',
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
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves through each optional category’s switch (the locked essential one is skipped), then «\u00a0Tout accepter\u00a0», «\u00a0Tout refuser\u00a0» and «\u00a0Enregistrer\u00a0».',
          },
          { keys: 'Shift + Tab', action: 'Moves back through the same elements.' },
          { keys: 'Space', action: 'On a category’s switch: turns it on or off.' },
          {
            keys: 'Enter or Space',
            action:
              'On «\u00a0Tout accepter\u00a0» or «\u00a0Tout refuser\u00a0»: turns every optional switch on or off, without saving. On «\u00a0Enregistrer\u00a0»: hands the switches’ positions to the page, which stores them.',
          },
        ],
        accessibility: [
          'The panel is a region landmark (`section`) named by its title, a level 2 heading unless `level` fits it to the page.',
          'The switches are a group named «\u00a0Cookies autorisés\u00a0» for screen readers, each named by its category and described by its sentence; the essential one is on, disabled and skipped by Tab, with «\u00a0Toujours actifs\u00a0» in its name.',
          '«\u00a0Tout accepter\u00a0» and «\u00a0Tout refuser\u00a0» only move the switches, which screen readers do not announce: the choice counts once «\u00a0Enregistrer\u00a0» is pressed.',
          'The confirmation set by `status` appears in a status region that stays in the page, so it is announced when it shows; the focus stays on «\u00a0Enregistrer\u00a0».',
        ],
      }),
    },
  },
} satisfies Meta<typeof CookiePreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Starting positions from a choice saved earlier: every optional category on. */
export const AllAccepted: Story = {
  args: { defaultValue: allOn },
  play: async ({ canvasElement }) => {
    for (const toggle of optionalSwitches(canvasElement)) await expect(toggle).toBeChecked();
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

/** The French names designers use for CookiePreferences: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Préférences cookies · gestion du consentement · confidentialité',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
