import { Button, Field, Switch } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { SwitchStates } from '../support/fixtures/Switch';
import { maxWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Alertes d’incident par SMS', name: 'alertes-sms', onChange: fn(), onCheckedChange: fn() },
  argTypes: { description: { control: 'text' } },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A switch turns a setting on or off, and the change applies at once, without a « Valider » button: notifications, cookie preferences, a display option. On and off show by the position of the knob and an icon (✓ or ✕), not by colour alone.',
        alternatives: [
          'A choice sent with a form (« J’accepte les conditions »), or several options in a list: use Checkbox.',
          'More than two states (« Jamais », « Chaque jour », « Chaque semaine »): use Select or RadioGroup.',
          'An action that happens once (« Envoyer un SMS de test »): use Button.',
        ],
        anatomy: [
          { part: 'Track', description: 'grey when off, blue when on.', selector: 'input[role="switch"]' },
          {
            part: 'Knob',
            description: 'left when off with a ✕, right when on with a ✓.',
            selector: 'input[role="switch"] + span',
          },
          { part: 'Label', description: 'names the setting; clicking it flips the switch too.', selector: 'label' },
          {
            part: 'Description (optional)',
            description: 'what the setting changes, under the label.',
            story: 'WithDescription',
            selector: '[id$="-description"]',
          },
        ],
        dos: [
          {
            caption: 'A label that names the setting, so on and off read naturally.',
            example: (
              <Switch
                name="sms-exemple"
                label="Alertes d’incident par SMS"
                description="Un SMS à chaque incident critique, de jour comme de nuit."
                defaultChecked
              />
            ),
          },
          {
            caption: 'Settings that apply at once, listed under a heading, with no « Enregistrer » button.',
            example: (
              <fieldset style={{ display: 'grid', gap: '1rem', border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>Notifications</legend>
                <Switch name="notif-courriel" label="Par courriel" defaultChecked />
                <Switch name="notif-sms" label="Par SMS" />
              </fieldset>
            ),
          },
        ],
        donts: [
          {
            caption:
              'A switch that waits for a submit button: the visitor thinks the choice is already saved; use Checkbox.',
            example: (
              <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
                <Switch name="cgv-exemple" label="J’accepte les conditions générales de vente" />
                <Button size="sm">Valider ma commande</Button>
              </div>
            ),
          },
          {
            caption:
              'A label that states one side of the choice: « Mode sombre désactivé » contradicts the knob once flipped.',
            example: <Switch name="sombre-exemple" label="Mode sombre désactivé" />,
          },
        ],
        content: [
          'The label names the setting, not its state: « Alertes par SMS », not « Activer les alertes » nor « Alertes désactivées ».',
          'Sentence case, three to six words, no final full stop; the description is a full sentence.',
          'Say in the description what « on » changes and when: « Chaque lundi à 8 h, à l’adresse de votre compte. »',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? », inside « » and in « 8 h »; the typographic apostrophe ’.',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves the focus to the switch (the label is not a separate stop).' },
          { keys: 'Space', action: 'On the switch: turns it on or off; the change applies at once.' },
        ],
        accessibility: [
          'A native checkbox with the `switch` role: screen readers announce its name and «\u00a0on\u00a0» or «\u00a0off\u00a0».',
          'Its name is the visible `label`, tied by `id`, which also flips it on click; the `description` is read as its description (`aria-describedby`), with the Field’s error when there is one.',
          'On and off show by the knob’s position and its ✓ or ✕, not by colour alone; in forced colours the track takes an edge, filled with the system highlight when on.',
          'A switch that cannot change (essential cookies) is `disabled`; `required` is the native one, its «\u00a0*\u00a0» hidden from screen readers.',
        ],
      }),
    },
  },
  decorators: [maxWidth('32rem')],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Off, hover, focus, on, error and disabled, side by side. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    pseudo: forcedStates,
  },
  render: (args) => <SwitchStates {...args} />,
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

/** A description under the label says what « on » changes; it is read with the switch. */
export const WithDescription: Story = {
  args: {
    description: 'Un SMS à chaque incident critique sur vos serveurs, de jour comme de nuit.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription(
      'Un SMS à chaque incident critique sur vos serveurs, de jour comme de nuit.',
    );
  },
};

/** A setting that cannot be turned on yet: the error says why, under the switch placed in a `Field` without label. */
export const WithError: Story = {
  render: (args) => (
    <Field error="Ajoutez un numéro de téléphone à votre profil pour activer les alertes par SMS.">
      <Switch {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAccessibleDescription(
      expect.stringContaining('Ajoutez un numéro de téléphone à votre profil pour activer les alertes par SMS.'),
    );
  },
};

export const Required: Story = {
  args: { label: 'Activer l’authentification à deux facteurs', required: true, name: 'double-facteur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Activer l’authentification à deux facteurs' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, description: 'Disponible avec l’offre Entreprise.' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const essentialsChange = fn();

/** Cookie preferences: the essential cookies are always on and cannot be turned off. */
export const CookiePreferences: Story = {
  render: (args) => (
    <fieldset style={{ display: 'grid', gap: '1.25rem', border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: '1rem' }}>Préférences de cookies</legend>
      <Switch
        name="cookies-essentiels"
        label="Cookies essentiels — toujours actifs"
        description="Nécessaires à la connexion à votre espace client et à la sécurité du site."
        checked
        disabled
        onChange={essentialsChange}
      />
      <Switch
        {...args}
        name="cookies-mesure"
        label="Mesure d’audience"
        description="Statistiques anonymes de fréquentation, pour améliorer nos pages."
      />
      <Switch
        {...args}
        name="cookies-marketing"
        label="Contenus personnalisés"
        description="Des offres adaptées à votre secteur sur nos partenaires."
      />
    </fieldset>
  ),
  play: async ({ args, canvas }) => {
    essentialsChange.mockClear();
    const essentials = canvas.getByRole('switch', { name: 'Cookies essentiels — toujours actifs' });
    await expect(essentials).toBeChecked();
    await expect(essentials).toBeDisabled();
    await expect(essentials).not.toHaveAttribute('readonly');
    await userEvent.click(essentials, { pointerEventsCheck: 0 });
    await userEvent.click(canvas.getByText('Cookies essentiels — toujours actifs'), { pointerEventsCheck: 0 });
    await expect(essentials).toBeChecked();
    await expect(essentialsChange).not.toHaveBeenCalled();

    // The disabled switch is skipped by Tab.
    await userEvent.tab();
    const mesure = canvas.getByRole('switch', { name: 'Mesure d’audience' });
    await expect(mesure).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(mesure).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('switch', { name: 'Contenus personnalisés' })).not.toBeChecked();
  },
};

export const LongFrenchLabel: Story = {
  globals: onPhone,
  args: {
    label: 'Recevoir un récapitulatif hebdomadaire des tickets ouverts, résolus et en attente de votre validation',
    description: 'Chaque lundi à 8 h, heure de Madagascar, à l’adresse de votre compte.',
  },
};

/** The French names designers use for Switch: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Interrupteur · bascule · activer · désactiver',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
