import { Field, TextInput } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { ContactFormDemo, contactSent } from '../support/fixtures/Field';
import { maxWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Nom', children: null },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'Field gives one form control its label, its hint and its error message, and ties them together for screen readers. Wrap every TextInput, TextArea and Select of a form in a Field; the label sits above the control, the hint under the label, the error under the control.',
        alternatives: [
          'Checkbox and Switch carry their own label: wrap them in a Field without label only to show an error or to mark them required.',
          'Several checkboxes that answer one question: group them under a legend (see Checkbox, « Group »), not in one Field.',
          'A message about the whole form (sent, server unavailable): use Alert above the form, not a field error.',
        ],
        anatomy: [
          {
            part: 'Label',
            description:
              'names the control, always visible; required fields add a red « * » that screen readers skip, since they already announce « obligatoire ».',
            selector: 'label',
          },
          {
            part: 'Hint (optional)',
            description: 'a format or an example, between the label and the control.',
            selector: 'p[id$="-hint"]',
          },
          { part: 'Control', description: 'the TextInput, TextArea, Select, Checkbox or Switch.', selector: 'input' },
          {
            part: 'Error message (optional)',
            description:
              'under the control, in red with an icon and a second pixel of border on the control, so it never rests on colour alone.',
            story: 'WithError',
            selector: '[id$="-control-error"]',
          },
        ],
        dos: [
          {
            caption: 'A hint that shows the expected format with an example, before the visitor types.',
            example: (
              <Field label="Téléphone" hint="Avec l’indicatif, par exemple +261 34 12 345 67.">
                <TextInput type="tel" name="tel-exemple" autoComplete="tel" />
              </Field>
            ),
          },
          {
            caption: 'An error that says what to do, with an example of a valid answer.',
            example: (
              <Field
                label="E-mail"
                required
                error="Veuillez saisir une adresse e-mail valide, par exemple nom@domaine.fr."
              >
                <TextInput type="email" name="email-exemple" defaultValue="hery@domaine" />
              </Field>
            ),
          },
        ],
        donts: [
          {
            caption:
              'A placeholder instead of a label: it disappears as soon as the visitor types and is too pale to read.',
            example: <TextInput name="nom-exemple" placeholder="Votre nom" aria-label="Votre nom" />,
          },
          {
            caption: 'A vague error: « Champ invalide » does not say what is wrong nor how to fix it.',
            example: (
              <Field label="E-mail" error="Champ invalide.">
                <TextInput type="email" name="email-vague" defaultValue="hery@domaine" />
              </Field>
            ),
          },
        ],
        content: [
          'Label: a noun or a short question in sentence case, without a colon at the end (« Nom de l’entreprise », not « Nom De L’Entreprise : »).',
          'Hint: a full sentence ending with a full stop; show a format by example (« par exemple nom@domaine.fr »).',
          'Error: say how to fix it, politely, in one sentence (« Veuillez indiquer votre nom. »); never « Erreur » or « Champ invalide » alone.',
          'Explain the « * » once above the form (« Les champs marqués d’un * sont obligatoires. »), or mark the few optional fields instead (« Entreprise (facultatif) »).',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? », inside « » and in « 24 h »; the typographic apostrophe (« l’entreprise »).',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves the focus to the control, in the page’s order; Field adds no key of its own, the control keeps its native keys.',
          },
        ],
        accessibility: [
          'The `label` is tied to the control (`for` and `id`), so it is the control’s accessible name, and a click on it focuses the control. Without `label` (around a Checkbox or Switch), the control must carry its own.',
          'The hint and the error are the control’s description (`aria-describedby`), read after its name; the error gets a hidden «\u00a0Erreur\u00a0:\u00a0» before it (`errorLabel`) and sets `aria-invalid`.',
          '`required` sets the native `required` state, announced as «\u00a0obligatoire\u00a0»; the red «\u00a0*\u00a0» is hidden from screen readers.',
          'The error is not a live region: it is heard when the control gets the focus, so the form must move the focus to the first invalid control on submit.',
        ],
      }),
    },
  },
  decorators: [maxWidth('28rem', { wide: '48rem' })],
  render: (args) => (
    <Field {...args}>
      <TextInput name="nom" autoComplete="name" />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['main'],
  args: { hint: 'Tel qu’il figure sur vos documents officiels.' },
};

/** Rest, hover, focus, filled, required, error and disabled, side by side. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    wide: true,
    pseudo: forcedStates,
  },
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
      <Field label="Au repos">
        <TextInput name="repos" />
      </Field>
      <Field label="Survol">
        <TextInput name="survol" data-state-demo="hover" />
      </Field>
      <Field label="Focus">
        <TextInput name="focus" data-state-demo="focus" />
      </Field>
      <Field label="Rempli">
        <TextInput name="rempli" defaultValue="Hery Rakotomalala" />
      </Field>
      <Field label="Avec aide" hint="Tel qu’il figure sur vos documents.">
        <TextInput name="aide" />
      </Field>
      <Field label="Obligatoire" required>
        <TextInput name="obligatoire" />
      </Field>
      <Field label="Erreur" required error="Veuillez indiquer votre nom.">
        <TextInput name="erreur" />
      </Field>
      <Field label="Désactivé" disabled>
        <TextInput name="desactive" defaultValue="TMS-2025-0142" />
      </Field>
    </div>
  ),
};

/** A hint under the label gives the format or an example before the visitor types; it is read with the control. */
export const WithHint: Story = {
  args: { label: 'E-mail professionnel', hint: 'Nous vous répondons sous 24 h ouvrées à cette adresse.' },
  render: (args) => (
    <Field {...args}>
      <TextInput type="email" name="email" autoComplete="email" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail professionnel' });
    await expect(input).toHaveAccessibleDescription('Nous vous répondons sous 24\u00a0h ouvrées à cette adresse.');
  },
};

/** An error under the control, in red with an icon; screen readers read it with the control. */
export const WithError: Story = {
  args: { required: true, error: 'Veuillez indiquer votre nom.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nom' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Veuillez indiquer votre nom.'));
    await expect(canvas.getByText('Veuillez indiquer votre nom.')).toBeVisible();
  },
};

/** Hint and error together: the hint stays, the error tells how to fix the answer. */
export const WithHintAndError: Story = {
  args: {
    label: 'E-mail',
    required: true,
    hint: 'Nous ne la partageons avec personne.',
    error: 'Veuillez saisir une adresse e-mail valide, par exemple nom@domaine.fr.',
  },
  render: (args) => (
    <Field {...args}>
      <TextInput type="email" name="email" autoComplete="email" defaultValue="hery@domaine" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAccessibleDescription(
      'Nous ne la partageons avec personne. Erreur\u00a0: Veuillez saisir une adresse e-mail valide, par exemple nom@domaine.fr.',
    );
  },
};

/** A red « * » after the label; explain it once above the form. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nom' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { label: 'Référence client', disabled: true, hint: 'Attribuée à la signature du contrat.' },
  render: (args) => (
    <Field {...args}>
      <TextInput defaultValue="TMS-2025-0142" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Référence client' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'X', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('TMS-2025-0142');
  },
};

export const LongFrenchLabel: Story = {
  args: {
    label: 'Nom de la personne à contacter pour la facturation et le suivi administratif de la prestation',
    hint: 'Si elle est différente de la personne qui signe le devis, indiquez aussi sa fonction dans l’entreprise.',
    required: true,
  },
  globals: onPhone,
};

/** A whole contact form: one column, the required fields marked once above it, the action at the end. */
export const ContactForm: Story = {
  render: () => <ContactFormDemo onSubmit={contactSent} />,
};

/** The French names designers use for Field: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Champ de formulaire · libellé · aide à la saisie · message d’erreur',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
