import { Button, Checkbox, Field, Form, TextInput } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { ContactForm, filledContact } from '../support/fixtures/Form';
import { maxWidth } from '../support/frame';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { onSubmit: fn(), children: null },
  argTypes: {
    children: { control: false },
    schema: { control: false },
    error: { control: 'text' },
    errors: { control: 'object' },
  },
  render: ({ children: _children, ...args }) => <ContactForm {...args} />,
  decorators: [maxWidth('36rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A form checks its fields when the visitor submits it and shows each error under its field, in words: the browser’s constraints (`required`, `type="email"`, `pattern`, `minLength`…) without its bubbles, then a Standard Schema (Zod, Valibot) when given one, then the errors the server returns. Every failed submit moves the focus to the first field to correct; after the first, each field is checked again as it changes, so its error goes as soon as it is fixed, whatever the control (a Combobox, a DatePicker, a Slider as a TextInput).',
        alternatives: [
          'A single control that applies at once (a Switch for a setting, a FilterBar for a list): no form, no submit.',
          'A search box: a plain `<form role="search">` with one TextInput; nothing to check.',
        ],
        anatomy: [
          {
            part: 'Form error (optional)',
            description: 'a danger Alert above the fields, for an error no field holds.',
            story: 'ServerErrors',
            selector: 'form > [role="alert"]',
          },
          {
            part: 'Fields',
            description: 'one Field per control, with the same `name`: it shows that name’s error.',
            selector: 'form > div:has(label)',
          },
          {
            part: 'Summary',
            description: 'a live region, hidden on screen, saying how many fields to correct.',
            selector: 'form > [role="status"]',
          },
          {
            part: 'Actions',
            description: 'FormActions with the submit button, busy while the form is pending.',
            selector: 'button[type="submit"]',
          },
        ],
        dos: [
          {
            caption: 'An error that says what to do, in the field, with the typed value kept.',
            example: (
              <Form
                aria-label="Inscription"
                errors={{ email: 'Cette adresse est déjà inscrite. Connectez-vous, ou utilisez une autre adresse.' }}
              >
                <Field label="Adresse e-mail" name="email">
                  <TextInput type="email" defaultValue="hanitra@entreprise-exemple.mg" />
                </Field>
              </Form>
            ),
          },
          {
            caption: 'The checkbox a visitor must tick, in a Field without label that gives it its error.',
            example: (
              <Form
                aria-label="Consentement"
                errors={{ consentement: 'Cochez la case pour que nous puissions vous répondre.' }}
              >
                <Field name="consentement">
                  <Checkbox label="J’accepte que mes données soient utilisées pour me répondre" required />
                </Field>
              </Form>
            ),
          },
        ],
        donts: [
          {
            caption: 'A submit button disabled until the form is valid: the visitor cannot learn what is missing.',
            example: (
              <Form aria-label="Exemple">
                <Field label="Nom" name="nom-exemple" required>
                  <TextInput />
                </Field>
                <Button type="submit" disabled>
                  Envoyer
                </Button>
              </Form>
            ),
          },
          {
            caption: 'An error that blames or says nothing: «\u00a0Champ invalide\u00a0», «\u00a0Erreur 422\u00a0».',
            example: (
              <Form aria-label="Exemple d’erreur" errors={{ 'email-exemple': 'Champ invalide' }}>
                <Field label="Adresse e-mail" name="email-exemple">
                  <TextInput type="email" defaultValue="hanitra" />
                </Field>
              </Form>
            ),
          },
        ],
        content: [
          'Each error says what to do, as a full sentence: «\u00a0Saisissez votre adresse e-mail.\u00a0», «\u00a0Choisissez le sujet de votre message.\u00a0»; never «\u00a0Champ obligatoire\u00a0» alone.',
          'Map the browser’s messages to French ones (`getValidationMessage` by field, `validationMessages` by constraint): the browser words them in its own language.',
          'A server error names the way out: «\u00a0Cette adresse est déjà inscrite. Connectez-vous, ou utilisez une autre adresse.\u00a0»',
          'French typography: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0», inside «\u00a0»\u00a0and in «\u00a020\u00a0caractères\u00a0»; the typographic apostrophe ’.',
        ],
        keyboard: [
          { keys: 'Enter', action: 'In a text field: submits the form, as a native form does.' },
          {
            keys: 'Tab',
            action:
              'Moves through the controls in order; the form adds no key of its own. After a failed submit the focus is on the first field to correct.',
          },
        ],
        accessibility: [
          'A native `<form>`: before hydration the browser checks the constraints and posts to `action`; once the script runs, `noValidate` replaces the browser’s bubbles with the Fields’ errors.',
          'Each error is the Field’s: the control gets `aria-invalid` and reads the error as its description (`aria-describedby`), after «\u00a0Erreur\u00a0:\u00a0».',
          'On a failed submit the focus moves to the first field to correct, in the page’s order, and a polite live region says «\u00a02\u00a0champs à corriger\u00a0» (`messages.form`).',
          'While an asynchronous `onSubmit` runs the form is `aria-busy` and ignores another submit; give `pending` to the submit Button’s `loading` (render prop or `useFormContext`).',
          'Give the form a name (`aria-label` or `aria-labelledby`) when the page has several: it becomes a form landmark.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form, empty; a valid submit calls `onSubmit` with the values by name. */
export const Playground: Story = { tags: ['main'] };

/** After a submit with every field empty: each field shows its error and the focus is on the first. */
export const States: Story = {
  tags: ['main'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(canvas.getByRole('textbox', { name: 'Nom' })).toHaveFocus();
    await expect(canvas.getByText(/^5\schamps à corriger$/).closest('[role="status"]')).not.toBeNull();
  },
};

/** The server refused the address: its error shows on the field, and a form-level error above the fields. */
export const ServerErrors: Story = {
  render: ({ children: _children, ...args }) => (
    <ContactForm
      {...args}
      defaults={filledContact}
      errors={{ email: 'Cette adresse est déjà inscrite. Connectez-vous, ou utilisez une autre adresse.' }}
      error="Votre message n’est pas parti. Corrigez l’adresse e-mail, puis envoyez-le de nouveau."
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Votre message n’est pas parti.');
    await expect(canvas.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAccessibleDescription(
      expect.stringContaining('Cette adresse est déjà inscrite.'),
    );
  },
};

/** The French names designers use for Form: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Formulaire · validation · erreurs de saisie · formulaire de contact',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
