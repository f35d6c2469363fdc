import { Field, TextInput, textInputSizes, textInputTypes } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Search } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { TextInputStates } from '../support/fixtures/TextInput';
import { maxWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { name: 'entreprise', onChange: fn(), onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: textInputSizes },
    type: { control: 'select', options: textInputTypes },
    icon: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A text input takes a short answer on one line: a name, an e-mail address, a phone number, a search. Always place it in a Field, which gives it its label, hint and error, and pick the type that matches the answer so phones show the right keyboard and browsers can fill it in.',
        alternatives: [
          'An answer that can run over several lines (a message, a description): use TextArea.',
          'One choice from a known list (a subject, a country): use Select; a yes/no choice: use Checkbox.',
        ],
        anatomy: [
          {
            part: 'Container',
            description: 'the bordered box and its focus ring; its height follows size (sm, md, lg).',
            selector: 'input',
          },
          {
            part: 'Icon (optional)',
            description: 'at the start, decorative and hidden from screen readers.',
            story: 'WithIcon',
            selector: 'span[aria-hidden="true"]:has(+ input)',
          },
          {
            part: 'Value or placeholder',
            description: 'what the visitor typed; the pale placeholder shows only while the box is empty.',
            selector: 'input',
          },
        ],
        dos: [
          {
            caption: 'The type that matches the answer: an e-mail field brings the @ keyboard on phones.',
            example: (
              <Field label="E-mail professionnel">
                <TextInput type="email" name="email-exemple" autoComplete="email" icon={<Mail />} />
              </Field>
            ),
          },
          {
            caption: 'A width that hints at the length of the answer: a short box for a postcode.',
            example: (
              <Field label="Code postal">
                <TextInput
                  name="code-postal"
                  autoComplete="postal-code"
                  inputMode="numeric"
                  style={{ maxWidth: '8rem' }}
                />
              </Field>
            ),
          },
        ],
        donts: [
          {
            caption:
              'The format only in the placeholder: it disappears as soon as the visitor types; put it in the hint.',
            example: (
              <Field label="Date de démarrage">
                <TextInput name="date-exemple" placeholder="JJ/MM/AAAA" />
              </Field>
            ),
          },
          {
            caption: 'One line for a message: the text scrolls out of sight; use TextArea.',
            example: (
              <Field label="Décrivez votre projet">
                <TextInput
                  name="projet-exemple"
                  defaultValue="Nous cherchons une équipe de trois personnes pour répondre aux appels de nos clients le soir et le week-end."
                />
              </Field>
            ),
          },
        ],
        content: [
          'The label (on the Field) names the answer in sentence case, without a final colon: « Nom de l’entreprise ».',
          'A placeholder is only an example and starts with « Par exemple »; anything the visitor needs while typing goes in the hint.',
          'Give formats by example in the hint: « Avec l’indicatif, par exemple +261 34 12 345 67. »',
          'French typography in labels and hints: a non-breaking space before « : », « ; », « ! », « ? », inside « » and amounts (« 1 499 € »); the typographic apostrophe ’.',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves the focus into the field, then on to the next control.' },
          { keys: 'Enter', action: 'In a form with a submit button: sends the form (the browser’s own behaviour).' },
        ],
        accessibility: [
          'A native `<input>`, announced as a text field (a search field with `type="search"`, a spin button with `type="number"`); its name is the Field’s label, tied by `id`. Outside a Field, give it a `<label>` or an `aria-label`.',
          'Inside a Field, the hint and the error are read as its description (`aria-describedby`), the error also sets `aria-invalid`, and `required` is the native one.',
          'The icon is hidden from assistive technology, and a placeholder is no label: say what to type in the label or the hint. Set `type` and `autoComplete` so phones show the right keyboard and browsers can fill the field.',
          'In forced colours an invalid field keeps a doubled border, so it stands out beyond its error message.',
        ],
      }),
    },
  },
  decorators: [maxWidth('28rem', { wide: '48rem' })],
  render: (args) => (
    <Field label="Entreprise">
      <TextInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Rest, hover, focus, filled, placeholder, error and disabled, side by side. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    wide: true,
    pseudo: forcedStates,
  },
  render: (args) => <TextInputStates {...args} />,
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Par exemple Tamatave Logistique' },
};

/** Three heights for dense tables (`sm`), forms (`md`) and hero sections (`lg`). */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {textInputSizes.map((size) => (
        <Field key={size} label={`Taille ${size}`}>
          <TextInput {...args} size={size} defaultValue="Toamasina, Madagascar" />
        </Field>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [sm, md, lg] = textInputSizes.map((size) => canvas.getByRole('textbox', { name: `Taille ${size}` }));
    await expect(sm?.offsetHeight).toBeLessThan(md?.offsetHeight ?? 0);
    await expect(md?.offsetHeight).toBeLessThan(lg?.offsetHeight ?? 0);
    await expect(sm?.offsetHeight).toBeGreaterThanOrEqual(24);
  },
};

/** A leading icon hints at what to type, here a search; it is decorative. */
export const WithIcon: Story = {
  args: { type: 'search', icon: <Search />, placeholder: 'API, facturation, VPN…', name: 'q' },
  render: (args) => (
    <Field label="Rechercher dans la documentation">
      <TextInput {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('searchbox', { name: 'Rechercher dans la documentation' });
    await userEvent.type(input, 'webhooks');
    await expect(input).toHaveValue('webhooks');
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Each type brings its own keyboard on phones and its own browser checks: e-mail, phone, web address, password, number, date. */
export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Field label="E-mail">
        <TextInput {...args} type="email" name="email" autoComplete="email" icon={<Mail />} />
      </Field>
      <Field label="Téléphone" hint="Avec l’indicatif, par exemple +261 34 12 345 67.">
        <TextInput {...args} type="tel" name="tel" autoComplete="tel" />
      </Field>
      <Field label="Site web">
        <TextInput {...args} type="url" name="site" autoComplete="url" placeholder="https://" />
      </Field>
      <Field label="Mot de passe">
        <TextInput {...args} type="password" name="password" autoComplete="current-password" />
      </Field>
      <Field label="Nombre de postes">
        <TextInput {...args} type="number" name="postes" min={1} max={200} defaultValue={5} />
      </Field>
      <Field label="Date de démarrage souhaitée">
        <TextInput {...args} type="date" name="demarrage" defaultValue="2025-09-01" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Téléphone' })).toHaveAttribute('type', 'tel');
    const postes = canvas.getByRole('spinbutton', { name: 'Nombre de postes' });
    await userEvent.clear(postes);
    await userEvent.type(postes, '12');
    await expect(postes).toHaveValue(12);
    await expect(canvas.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
  },
};

export const WithHint: Story = {
  render: (args) => (
    <Field label="Numéro SIRET ou NIF" hint="Il figure sur vos factures, en haut à droite.">
      <TextInput {...args} name="identifiant" inputMode="numeric" />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Numéro SIRET ou NIF' })).toHaveAccessibleDescription(
      'Il figure sur vos factures, en haut à droite.',
    );
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="E-mail" required error="Veuillez saisir une adresse e-mail valide, par exemple nom@domaine.fr.">
      <TextInput {...args} type="email" name="email" defaultValue="hery.rakoto@" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez saisir une adresse e-mail valide, par exemple nom@domaine.fr.'),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Tamatave Logistique' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Entreprise' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'X', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Tamatave Logistique');
  },
};

export const LongFrenchLabel: Story = {
  globals: onPhone,
  render: (args) => (
    <Field
      label="Adresse complète du site où nos techniciens interviendront lors de la mise en place du matériel"
      hint="Rue, quartier, ville ; par exemple Boulevard Joffre, Toamasina."
    >
      <TextInput {...args} name="adresse" autoComplete="street-address" />
    </Field>
  ),
};

/** The French names designers use for TextInput: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Champ de saisie · zone de saisie · input · e-mail · téléphone',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
