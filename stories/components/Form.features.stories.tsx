import { Button, Field, Form, Radio, RadioGroup, Switch } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import * as v from 'valibot';
import { z } from 'zod';
import { ContactForm, filledContact, sentStatus } from '../support/fixtures/Form';
import { subjects } from '../support/contact';
import docsMeta from './Form.stories';

const meta = {
  title: 'Forms/Form/Features',
  component: Form,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const errorOf = (control: HTMLElement) => {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
};

/** An empty submit calls nothing: each field shows its error, the focus goes to the first, and the count is announced. */
export const EmptySubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    const nom = canvas.getByRole('textbox', { name: 'Nom' });
    await expect(nom).toHaveFocus();
    await expect(nom).toHaveAttribute('aria-invalid', 'true');
    await expect(nom).toHaveAccessibleDescription('Erreur\u00a0: Saisissez votre nom.');
    await expect(errorOf(canvas.getByRole('textbox', { name: 'Adresse e-mail' }))).toContain(
      'Saisissez votre adresse e-mail.',
    );
    await expect(canvas.getByRole('combobox', { name: 'Sujet' })).toHaveAccessibleDescription(
      'Erreur\u00a0: Choisissez le sujet de votre message.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByRole('checkbox', { name: 'J’accepte que mes données soient utilisées pour me répondre' }),
    ).toHaveAccessibleDescription('Erreur\u00a0: Cochez la case pour que nous puissions vous répondre.');
    await expect(canvas.getByText(/^5\schamps à corriger$/).closest('[role="status"]')).not.toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After a failed submit each field is checked again as it changes: its error goes once fixed, or changes with the problem. */
export const FixingAFieldClearsItsError: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    const nom = canvas.getByRole('textbox', { name: 'Nom' });
    await userEvent.type(nom, 'Hanitra Rakoto');
    await expect(nom).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Saisissez votre nom.')).toBeNull();
    const email = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'hanitra');
    await expect(errorOf(email)).toContain('Saisissez une adresse e-mail valide, comme nom@entreprise.mg.');
    await userEvent.type(email, '@entreprise-exemple.mg');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sujet' }), 'Support technique');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Notre formulaire de devis ne s’affiche plus depuis ce matin.',
    );
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.queryAllByRole('textbox', { description: /Erreur/ })).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        nom: 'Hanitra Rakoto',
        email: 'hanitra@entreprise-exemple.mg',
        sujet: 'support',
        message: 'Notre formulaire de devis ne s’affiche plus depuis ce matin.',
        consentement: 'on',
      },
      expect.anything(),
    );
  },
};

const subjectValues = subjects.map((subject) => subject.value) as [string, ...string[]];

const zodContact = z.object({
  nom: z.string().trim().min(2, 'Saisissez votre nom complet.'),
  email: z.email('Saisissez une adresse e-mail valide.'),
  sujet: z.enum(subjectValues, 'Choisissez le sujet de votre message.'),
  message: z
    .string()
    .trim()
    .min(20, 'Votre message est trop court\u00a0: décrivez votre besoin en 20\u00a0caractères au moins.'),
  consentement: z.literal('on', 'Cochez la case pour que nous puissions vous répondre.').transform(() => true),
});

/** A Zod schema checks the values after the constraints: its issues show on the fields their path names, and its output reaches `onSubmit`. */
export const ZodSchema: Story = {
  render: ({ children: _children, ...args }) => (
    <ContactForm
      {...args}
      schema={zodContact}
      defaults={{ ...filledContact, nom: '  Hanitra  ', message: 'Bonjour.' }}
    />
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveFocus();
    await expect(message).toHaveAccessibleDescription(
      'Erreur\u00a0: Votre message est trop court\u00a0: décrivez votre besoin en 20\u00a0caractères au moins.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Nom' })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(message, ' Pouvez-vous me rappeler demain\u00a0?');
    await expect(message).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ nom: 'Hanitra', consentement: true }),
      expect.anything(),
    );
  },
};

const takenAddress = 'deja@entreprise-exemple.mg';

const valibotContact = v.objectAsync({
  nom: v.pipe(v.string(), v.trim(), v.minLength(2, 'Saisissez votre nom complet.')),
  email: v.pipeAsync(
    v.string(),
    v.email('Saisissez une adresse e-mail valide.'),
    v.checkAsync((email) => Promise.resolve(email !== takenAddress), 'Cette adresse est déjà inscrite.'),
  ),
  sujet: v.picklist(subjectValues, 'Choisissez le sujet de votre message.'),
  message: v.pipe(v.string(), v.trim(), v.minLength(20, 'Décrivez votre besoin en 20\u00a0caractères au moins.')),
  consentement: v.literal('on', 'Cochez la case pour que nous puissions vous répondre.'),
});

/** A Valibot schema, asynchronous here, through the same Standard Schema interface: two issues, two fields, the focus on the first. */
export const ValibotSchema: Story = {
  render: ({ children: _children, ...args }) => (
    <ContactForm
      {...args}
      schema={valibotContact}
      defaults={{ ...filledContact, nom: 'H', email: takenAddress, message: filledContact.message }}
    />
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    const nom = canvas.getByRole('textbox', { name: 'Nom' });
    await waitFor(() => expect(nom).toHaveFocus());
    await expect(nom).toHaveAccessibleDescription('Erreur\u00a0: Saisissez votre nom complet.');
    await expect(errorOf(canvas.getByRole('textbox', { name: 'Adresse e-mail' }))).toContain(
      'Cette adresse est déjà inscrite.',
    );
    await expect(canvas.getByText(/^2\schamps à corriger$/)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const serverSubmit = fn();

/** The form a server answers: its errors come back through `errors` and go from a field as soon as the visitor edits it. */
function ServerCheckedContact() {
  const [errors, setErrors] = useState<Record<string, string>>();
  return (
    <ContactForm
      defaults={filledContact}
      errors={errors}
      onSubmit={async (values) => {
        serverSubmit(values);
        await Promise.resolve();
        setErrors({ email: 'Cette adresse est déjà inscrite. Connectez-vous, ou utilisez une autre adresse.' });
      }}
    />
  );
}

/** Server errors show on their field, take the focus, and clear when the visitor edits the field. */
export const ServerErrors: Story = {
  render: () => <ServerCheckedContact />,
  play: async ({ canvas }) => {
    serverSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(serverSubmit).toHaveBeenCalledTimes(1);
    const email = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(errorOf(email)).toContain('Cette adresse est déjà inscrite.');
    await userEvent.type(email, 'r');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/déjà inscrite/)).toBeNull();
  },
};

const slowSubmit = fn();
let finishSending: (() => void) | undefined;

/** The form sending its message until the play function lets the request finish. */
function SlowContact() {
  const [sent, setSent] = useState(false);
  return (
    <ContactForm
      defaults={filledContact}
      status={sent ? sentStatus : null}
      onSubmit={async (values) => {
        slowSubmit(values);
        await new Promise<void>((resolve) => {
          finishSending = resolve;
        });
        setSent(true);
      }}
    />
  );
}

/** An asynchronous `onSubmit` makes the form pending: the button is busy, another submit does nothing, then the status confirms. */
export const AsyncSubmit: Story = {
  render: () => <SlowContact />,
  play: async ({ canvas }) => {
    slowSubmit.mockClear();
    const button = canvas.getByRole('button', { name: 'Envoyer' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: 'Contact' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), '{Enter}');
    await expect(slowSubmit).toHaveBeenCalledTimes(1);
    finishSending?.();
    await expect(await canvas.findByText('Message envoyé')).toBeInTheDocument();
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

/** A radio group is a field of its own: inside a Form, it shows the form's error for its name. */
function AlertChannel() {
  return (
    <RadioGroup legend="Canal des alertes" name="canal" required>
      <Radio value="courriel" label="Courriel" />
      <Radio value="sms" label="SMS" />
    </RadioGroup>
  );
}

const alertsSubmit = fn();

/** A RadioGroup and a Switch in the same form: the group is checked like any control; the switch sends its value by the Field’s name. */
export const RadioGroupAndSwitch: Story = {
  render: () => (
    <Form
      aria-label="Alertes"
      validationMessages={{ valueMissing: 'Choisissez le canal des alertes.' }}
      onSubmit={alertsSubmit}
    >
      <AlertChannel />
      <Field name="alertes">
        <Switch label="Alertes d’incident critiques" defaultChecked />
      </Field>
      <div>
        <Button type="submit">Enregistrer</Button>
      </div>
    </Form>
  ),
  play: async ({ canvas }) => {
    alertsSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    const courriel = canvas.getByRole('radio', { name: 'Courriel' });
    await expect(courriel).toHaveFocus();
    await expect(canvas.getByRole('radiogroup', { name: 'Canal des alertes' })).toHaveAccessibleDescription(
      'Erreur\u00a0: Choisissez le canal des alertes.',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'SMS' }));
    await expect(canvas.getByRole('radiogroup')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(alertsSubmit).toHaveBeenCalledWith({ canal: 'sms', alertes: 'on' }, expect.anything());
  },
};

/** In forced colours the errors keep their icon and the invalid controls their edge. */
export const ForcedColours: Story = {
  // Run by the `storybook:forced-colors` Vitest project, in Chromium's forced-colours emulation.
  tags: ['forced-colors'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    const name = canvas.getByRole('textbox', { name: 'Nom' });
    await expect(name).toHaveFocus();
    // Forced colours paint the text caret in a system colour that no style can hide, and it
    // blinks: the errors are captured with the focus moved away.
    name.blur();
  },
};
