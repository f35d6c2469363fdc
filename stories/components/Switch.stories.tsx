import { Field, Switch } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'Components/Forms/Switch',
  component: Switch,
  args: { label: 'Alertes d’incident par SMS', name: 'alertes-sms', onChange: fn() },
  argTypes: { description: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'Use a switch for a setting that takes effect at once, without a « Valider » button: notifications, cookie preferences, a display option. For a choice sent with a form, use `Checkbox`. It is a native checkbox with `role="switch"`, so it works with Tab and Space and is announced as « on »/« off »; its state shows by the position of the knob and an icon (✓ or ✕), not by colour alone.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A click or Space flips the switch; its checked state is exposed to assistive technology. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Alertes d’incident par SMS' });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByRole('switch', { checked: false })).toBe(toggle);
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(canvas.getByRole('switch', { checked: true })).toBe(toggle);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Alertes d’incident par SMS'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

/** The description is read as the switch’s accessible description. */
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

/** Inside a `Field` without label, the field’s error reaches the switch. */
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
  globals: { viewport: { value: 'mobile' } },
  args: {
    label: 'Recevoir un récapitulatif hebdomadaire des tickets ouverts, résolus et en attente de votre validation',
    description: 'Chaque lundi à 8 h, heure de Madagascar, à l’adresse de votre compte.',
  },
};
