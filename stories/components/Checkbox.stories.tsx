import { Checkbox, Field } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { CheckboxStates } from '../support/fixtures/Checkbox';
import { maxWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'Recevoir notre lettre d’information mensuelle',
    name: 'newsletter',
    onChange: fn(),
    onCheckedChange: fn(),
  },
  argTypes: { description: { control: 'text' } },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A checkbox is a yes/no choice that takes effect when the form is sent (« J’accepte les conditions générales »), or one of several independent options in a list where any number can be chosen. It carries its own label, and an optional description under it.',
        alternatives: [
          'A setting that applies at once, without a « Valider » button: use Switch.',
          'One choice among several that exclude each other: use RadioGroup, or Select when there are more than five.',
          'To show an error or mark it required, wrap it in a Field without label: the Field passes them on.',
        ],
        anatomy: [
          {
            part: 'Box',
            description: 'the square, with a tick when checked; its border turns blue on hover.',
            selector: 'input[type="checkbox"]',
          },
          {
            part: 'Label',
            description: 'what the visitor agrees to or chooses; clicking it toggles the box too.',
            selector: 'label',
          },
          {
            part: 'Required mark (optional)',
            description: 'a red « * » after the label.',
            story: 'Required',
            selector: 'label > span[aria-hidden="true"]',
          },
          {
            part: 'Description (optional)',
            description: 'a line of detail under the label, in a lighter colour.',
            story: 'WithDescription',
            selector: '[id$="-description"]',
          },
        ],
        dos: [
          {
            caption: 'Independent options under a question, each with a label the visitor can click.',
            example: (
              <fieldset style={{ display: 'grid', gap: '0.75rem', border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>Canaux de contact</legend>
                <Checkbox name="canal-exemple" value="telephone" label="Téléphone" defaultChecked />
                <Checkbox name="canal-exemple" value="courriel" label="Courriel" />
                <Checkbox name="canal-exemple" value="messagerie" label="Messagerie instantanée" />
              </fieldset>
            ),
          },
          {
            caption: 'A positive label: checking the box means « yes » to what it says.',
            example: (
              <Checkbox
                name="lettre-exemple"
                label="Recevoir notre lettre d’information mensuelle"
                description="Désinscription en un clic."
              />
            ),
          },
        ],
        donts: [
          {
            caption: 'A negative label: « ne pas » makes the visitor think twice about what a tick means.',
            example: <Checkbox name="negatif-exemple" label="Ne pas recevoir nos offres" />,
          },
          {
            caption: 'Checkboxes for choices that exclude each other: the visitor can tick both; use RadioGroup.',
            example: (
              <fieldset style={{ display: 'grid', gap: '0.75rem', border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>Formule</legend>
                <Checkbox name="formule-exemple" value="mensuelle" label="Mensuelle" defaultChecked />
                <Checkbox name="formule-exemple" value="annuelle" label="Annuelle" defaultChecked />
              </fieldset>
            ),
          },
        ],
        content: [
          'The label is positive and says what checking means: « Recevoir la lettre d’information », not « Ne pas recevoir… ».',
          'For consent, start with « J’accepte » or « J’autorise » and name what is accepted; link the full text in the description.',
          'Sentence case, no final full stop on the label; the description is a full sentence and ends with one.',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? » and inside « »; the typographic apostrophe (« J’ai lu »).',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves the focus to the box; a disabled box is skipped.' },
          { keys: 'Space', action: 'On the box: checks or unchecks it.' },
        ],
        accessibility: [
          'A native checkbox (`input type="checkbox"`), named by its visible `label`; clicking the label toggles it too. It has no mixed state.',
          'The description is read after the name (`aria-describedby`); inside a Field, the Field’s hint and error are added to it and an error marks it invalid.',
          'The red «\u00a0*\u00a0» is hidden from screen readers: `required` sets the native attribute, which they announce instead.',
          'Under forced colours the box keeps its border and a checked box fills with the Highlight colour, so the tick stays visible.',
        ],
      }),
    },
  },
  decorators: [maxWidth('32rem')],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Unchecked, hover, focus, checked, error and disabled, side by side. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    pseudo: forcedStates,
  },
  render: (args) => <CheckboxStates {...args} />,
};

/** A description under the label adds a detail (how often, how to undo); it is read with the checkbox. */
export const WithDescription: Story = {
  args: { description: 'Une fois par mois, nos nouveautés et nos guides. Désinscription en un clic.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Une fois par mois, nos nouveautés et nos guides. Désinscription en un clic.',
    );
  },
};

/** Consent that must be given before sending: the error shows under the checkbox, placed in a `Field` without label. */
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
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
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
  globals: onPhone,
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

/** The French names designers use for Checkbox: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Case à cocher · cocher · acceptation · consentement',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
