import { Checkbox, Field } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Recevoir notre lettre d’information mensuelle', name: 'newsletter', onChange: fn() },
  argTypes: { description: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'Use a checkbox for a yes/no choice that takes effect when the form is sent (« J’accepte les conditions »), or for independent options in a list where several can be chosen. For a setting that applies at once, use `Switch`; for one choice among several, radio buttons. It carries its own label and optional description; inside a `Field` (without a `label`) it receives the error, `required` and `disabled` of the field.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A click on the box or the label toggles it; so does Space once it has focus. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Recevoir notre lettre d’information mensuelle' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByText('Recevoir notre lettre d’information mensuelle'));
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

/** The description is read as the checkbox’s accessible description. */
export const WithDescription: Story = {
  args: { description: 'Une fois par mois, nos nouveautés et nos guides. Désinscription en un clic.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Une fois par mois, nos nouveautés et nos guides. Désinscription en un clic.',
    );
  },
};

/** Inside a `Field` without label: the field’s error and `required` reach the checkbox. */
export const WithError: Story = {
  args: { label: 'J’accepte que mes données soient utilisées pour traiter ma demande', name: 'consentement' },
  render: (args) => (
    <Field required error="Veuillez accepter le traitement de vos données pour envoyer le formulaire.">
      <Checkbox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'J’accepte que mes données soient utilisées pour traiter ma demande',
    });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez accepter le traitement de vos données pour envoyer le formulaire.'),
    );
  },
};

export const Required: Story = {
  args: {
    label: 'J’ai lu et j’accepte les conditions générales de vente',
    name: 'cgv',
    required: true,
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'J’ai lu et j’accepte les conditions générales de vente' });
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toBeInvalid();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeValid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, description: 'Disponible avec l’offre Entreprise.', label: 'Rapport hebdomadaire détaillé' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Rapport hebdomadaire détaillé' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: {
    disabled: true,
    defaultChecked: true,
    label: 'Sauvegarde quotidienne',
    description: 'Comprise dans toutes nos offres d’infogérance.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Sauvegarde quotidienne' });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeDisabled();
  },
};

export const LongFrenchLabel: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    label:
      'J’autorise la société à me recontacter par téléphone ou par courriel au sujet de cette demande et des offres d’externalisation qui pourraient m’intéresser',
    description: 'Vous pouvez retirer votre accord à tout moment depuis votre espace client.',
  },
};

const services = [
  { value: 'web', label: 'Développement web', description: 'Sites vitrines, boutiques en ligne, applications métier.' },
  { value: 'support', label: 'Support client', description: 'Téléphone, courriel et messagerie, en français.' },
  { value: 'saisie', label: 'Saisie de données', description: 'Numérisation, qualification et enrichissement.' },
];

/** Several independent choices, grouped under a legend. */
export const Group: Story = {
  render: (args) => (
    <fieldset style={{ display: 'grid', gap: '1rem', border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: '0.75rem' }}>Services qui vous intéressent</legend>
      {services.map((service) => (
        <Checkbox
          key={service.value}
          {...args}
          name="services"
          value={service.value}
          label={service.label}
          description={service.description}
          defaultChecked={service.value === 'support'}
        />
      ))}
    </fieldset>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Services qui vous intéressent' });
    await expect(group).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Support client' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Développement web' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
  },
};
