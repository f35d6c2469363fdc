import { Field } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ContactFormDemo, contactSent } from '../support/fixtures/Field';
import docsMeta from './Field.stories';

const meta = {
  title: 'Forms/Field/Features',
  component: Field,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
  render: docsMeta.render,
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label and control, nothing else. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nom' });
    await userEvent.type(input, 'Hery Rakotomalala');
    await expect(input).toHaveValue('Hery Rakotomalala');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toBeRequired();
  },
};

/** The contact form filled in and sent: Tab order follows the page, errors appear on submit and focus goes to the first one. */
export const ContactFormSent: Story = {
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
