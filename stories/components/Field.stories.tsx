import { Button, Field, Select, TextArea, TextInput } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';

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
          },
          { part: 'Hint (optional)', description: 'a format or an example, between the label and the control.' },
          { part: 'Control', description: 'the TextInput, TextArea, Select, Checkbox or Switch.' },
          {
            part: 'Error message (optional)',
            description:
              'under the control, in red with an icon and a second pixel of border on the control, so it never rests on colour alone.',
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
      }),
    },
  },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? '48rem' : '28rem' }}>{Story()}</div>,
  ],
  render: (args) => (
    <Field {...args}>
      <TextInput name="nom" autoComplete="name" />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: 'Tel qu’il figure sur vos documents officiels.' },
};

/** Rest, hover, focus, filled, required, error and disabled, side by side. */
export const States: Story = {
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

/** Label and control, nothing else. */
export const Default: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nom' });
    await userEvent.type(input, 'Hery Rakotomalala');
    await expect(input).toHaveValue('Hery Rakotomalala');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toBeRequired();
  },
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
  globals: { viewport: { value: 'mobile' } },
};

const subjects = [
  { value: 'devis', label: 'Demande de devis' },
  { value: 'support', label: 'Support technique' },
  { value: 'partenariat', label: 'Partenariat' },
  { value: 'recrutement', label: 'Recrutement' },
];

interface ContactValues {
  nom: string;
  email: string;
  entreprise: string;
  sujet: string;
  message: string;
}

type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const emptyContact: ContactValues = { nom: '', email: '', entreprise: '', sujet: '', message: '' };

function validate(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.nom.trim()) errors.nom = 'Veuillez indiquer votre nom.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(values.email.trim()))
    errors.email = 'Veuillez saisir une adresse e-mail valide, par exemple nom@domaine.fr.';
  if (!values.sujet) errors.sujet = 'Veuillez choisir un sujet.';
  if (values.message.trim().length < 20)
    errors.message = 'Veuillez décrire votre demande en quelques phrases (20 caractères au moins).';
  return errors;
}

function ContactFormDemo({ onSubmit }: { onSubmit: (values: ContactValues) => void }) {
  const [values, setValues] = useState(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState(false);

  const update = (name: keyof ContactValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    // Once shown, an error clears as soon as the value is fixed.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: validate(next)[name] }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (Object.keys(emptyContact) as Array<keyof ContactValues>).find((name) => found[name]);
    if (firstInvalid) {
      const control = event.currentTarget.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      setSent(false);
      return;
    }
    setSent(true);
    onSubmit(values);
  };

  return (
    <form noValidate onSubmit={handleSubmit} style={{ display: 'grid', gap: '1.25rem' }}>
      <p style={{ color: 'var(--cui-color-text-muted)', fontSize: '0.875rem' }}>
        Les champs marqués d’un * sont obligatoires.
      </p>
      <Field label="Nom" required error={errors.nom}>
        <TextInput name="nom" autoComplete="name" value={values.nom} onChange={update('nom')} />
      </Field>
      <Field label="E-mail" required hint="Nous vous répondons sous 24 h ouvrées." error={errors.email}>
        <TextInput type="email" name="email" autoComplete="email" value={values.email} onChange={update('email')} />
      </Field>
      <Field label="Entreprise (facultatif)">
        <TextInput
          name="entreprise"
          autoComplete="organization"
          value={values.entreprise}
          onChange={update('entreprise')}
        />
      </Field>
      <Field label="Sujet" required error={errors.sujet}>
        <Select name="sujet" placeholder="Choisissez un sujet" value={values.sujet} onChange={update('sujet')}>
          {subjects.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Message" required error={errors.message}>
        <TextArea
          name="message"
          autoGrow
          minHeight={120}
          maxHeight={320}
          value={values.message}
          onChange={update('message')}
        />
      </Field>
      <div>
        <Button type="submit">Envoyer le message</Button>
      </div>
      <p role="status">{sent ? 'Merci ! Votre message a bien été envoyé.' : ''}</p>
    </form>
  );
}

const contactSent = fn<(values: ContactValues) => void>();

/** A whole contact form: one column, the required fields marked once above it, the action at the end. */
export const ContactForm: Story = {
  render: () => <ContactFormDemo onSubmit={contactSent} />,
};

/** The contact form filled in and sent: Tab order follows the page, errors appear on submit and focus goes to the first one. */
export const ContactFormSent: Story = {
  tags: ['!autodocs'],
  render: () => <ContactFormDemo onSubmit={contactSent} />,
  play: async ({ canvas, step }) => {
    contactSent.mockClear();
    const nom = canvas.getByRole('textbox', { name: 'Nom' });
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    const entreprise = canvas.getByRole('textbox', { name: 'Entreprise (facultatif)' });
    const sujet = canvas.getByRole('combobox', { name: 'Sujet' });
    const message = canvas.getByRole('textbox', { name: 'Message' });
    const submit = canvas.getByRole('button', { name: 'Envoyer le message' });

    await step('required controls are required, the optional one is not', async () => {
      for (const control of [nom, email, sujet, message]) await expect(control).toBeRequired();
      await expect(entreprise).not.toBeRequired();
    });

    await step('Tab goes through the form in reading order', async () => {
      for (const control of [nom, email, entreprise, sujet, message, submit]) {
        await userEvent.tab();
        await expect(control).toHaveFocus();
      }
    });

    await step('an empty form shows the errors and focuses the first one', async () => {
      await userEvent.click(submit);
      await expect(contactSent).not.toHaveBeenCalled();
      await expect(nom).toHaveFocus();
      await expect(nom).toHaveAttribute('aria-invalid', 'true');
      await expect(nom).toHaveAccessibleDescription(expect.stringContaining('Veuillez indiquer votre nom.'));
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Veuillez saisir une adresse e-mail valide, par exemple nom@domaine.fr.'),
      );
      await expect(sujet).toHaveAccessibleDescription(expect.stringContaining('Veuillez choisir un sujet.'));
      await expect(entreprise).not.toHaveAttribute('aria-invalid');
    });

    await step('fixing a value clears its error; a wrong e-mail keeps its own', async () => {
      await userEvent.type(nom, 'Hery Rakotomalala');
      await expect(nom).toHaveValue('Hery Rakotomalala');
      await expect(nom).not.toHaveAttribute('aria-invalid');
      await expect(canvas.queryByText('Veuillez indiquer votre nom.')).toBeNull();
      await userEvent.type(email, 'hery@entreprise');
      await userEvent.click(submit);
      await expect(email).toHaveFocus();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(
        'Nous vous répondons sous 24\u00a0h ouvrées. Erreur\u00a0: Veuillez saisir une adresse e-mail valide, par exemple nom@domaine.fr.',
      );
    });

    await step('a complete form is sent', async () => {
      await userEvent.type(email, '.mg');
      await userEvent.type(entreprise, 'Tamatave Logistique');
      await userEvent.selectOptions(sujet, 'Demande de devis');
      await userEvent.type(message, 'Nous cherchons une équipe de support client pour la rentrée.');
      await userEvent.click(submit);
      await expect(contactSent).toHaveBeenCalledWith({
        nom: 'Hery Rakotomalala',
        email: 'hery@entreprise.mg',
        entreprise: 'Tamatave Logistique',
        sujet: 'devis',
        message: 'Nous cherchons une équipe de support client pour la rentrée.',
      });
      await expect(canvas.getByRole('status')).toHaveTextContent(/Votre message a bien été envoyé/);
    });
  },
};

/** The same form sent empty: every error shows under its control, with its icon. */
export const ContactFormWithErrors: Story = {
  tags: ['!autodocs'],
  render: () => <ContactFormDemo onSubmit={contactSent} />,
  play: async ({ canvas }) => {
    contactSent.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le message' }));
    await expect(canvas.getByRole('textbox', { name: 'Nom' })).toHaveFocus();
    const invalid = canvas.getAllByRole('textbox').filter((control) => control.getAttribute('aria-invalid') === 'true');
    await expect(invalid).toHaveLength(3);
    await expect(canvas.getByRole('combobox', { name: 'Sujet' })).toHaveAttribute('aria-invalid', 'true');
    await expect(contactSent).not.toHaveBeenCalled();
  },
};

/** The French names designers use for Field: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Champ de formulaire · libellé · aide à la saisie · message d’erreur',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
