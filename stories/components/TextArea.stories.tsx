import { Field, TextArea } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { maxWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { name: 'message', rows: 4, onChange: fn(), onValueChange: fn() },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A text area takes free text that can run over several lines: a message, the description of a need, a comment. Size it for the expected answer with rows, or let it grow with the text (autoGrow) up to a maximum height, then scroll. Place it in a Field for its label, hint and error.',
        alternatives: [
          'A short answer on one line (a name, an e-mail, a phone number): use TextInput.',
          'A choice among known answers: use Select, Checkbox or Switch rather than asking the visitor to type it.',
        ],
        anatomy: [
          {
            part: 'Container',
            description: 'the bordered box and its focus ring; its height follows rows or the text.',
            selector: 'textarea',
          },
          {
            part: 'Text',
            description: 'what the visitor typed, wrapped on as many lines as needed.',
            selector: 'textarea',
          },
          {
            part: 'Resize handle',
            description: 'in the bottom corner, lets the visitor make the box taller; hidden with autoGrow.',
            selector: 'textarea',
            at: 'bottom-end',
          },
        ],
        dos: [
          {
            caption: 'A hint that says what to write, so the visitor knows how much detail is expected.',
            example: (
              <Field label="Décrivez votre projet" hint="Objectifs, délais, outils déjà en place.">
                <TextArea name="projet-exemple" rows={4} />
              </Field>
            ),
          },
          {
            caption: 'A height that matches the expected answer: four lines or more for a message.',
            example: (
              <Field label="Message">
                <TextArea name="message-exemple" rows={5} />
              </Field>
            ),
          },
        ],
        donts: [
          {
            caption: 'One row for a message: the visitor cannot see what they wrote; use TextInput for short answers.',
            example: (
              <Field label="Message">
                <TextArea
                  name="message-court"
                  rows={1}
                  defaultValue="Bonjour, nous souhaitons externaliser notre support client à partir de septembre."
                />
              </Field>
            ),
          },
          {
            caption: 'Instructions in the placeholder: they vanish at the first letter; put them in the hint.',
            example: (
              <Field label="Votre demande">
                <TextArea
                  name="demande-exemple"
                  rows={3}
                  placeholder="Indiquez vos objectifs, vos délais, votre budget et les outils que vous utilisez déjà."
                />
              </Field>
            ),
          },
        ],
        content: [
          'The label names what to write in sentence case (« Décrivez votre projet »); the hint lists what to include.',
          'State a length limit in the hint before the visitor types (« 500 caractères au plus. »), not only in the error.',
          'An error tells how to fix the answer: « Veuillez décrire votre demande en quelques phrases. »',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? », inside « » and in « 8 h »; the typographic apostrophe ’.',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action: 'Moves the focus into the text area, then on to the next control; Tab never types a tab character.',
          },
          { keys: 'Enter', action: 'In the text area: starts a new line; it does not send the form.' },
        ],
        accessibility: [
          'A native `<textarea>`, announced as a multi-line text field; its name is the Field’s label, tied by `id`. Outside a Field, give it a `<label>` or an `aria-label`.',
          'Inside a Field, the hint and the error are read as its description (`aria-describedby`), the error also sets `aria-invalid`, and `required` is the native one.',
          'A placeholder is no label: it vanishes as soon as the visitor types. With `autoGrow` the box follows the text, up to `maxHeight`, then scrolls.',
          'In forced colours an invalid text area keeps a doubled border, so it stands out beyond its error message.',
        ],
      }),
    },
  },
  decorators: [maxWidth('32rem', { wide: '48rem' })],
  render: (args) => (
    <Field label="Message">
      <TextArea {...args} />
    </Field>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Rest, hover, focus, filled, error and disabled, side by side. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    wide: true,
    pseudo: forcedStates,
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
      <Field label="Au repos">
        <TextArea {...args} rows={3} name="repos" />
      </Field>
      <Field label="Survol">
        <TextArea {...args} rows={3} name="survol" data-state-demo="hover" />
      </Field>
      <Field label="Focus">
        <TextArea {...args} rows={3} name="focus" data-state-demo="focus" />
      </Field>
      <Field label="Rempli">
        <TextArea
          {...args}
          rows={3}
          name="rempli"
          defaultValue="Bonjour, nous souhaitons externaliser notre support."
        />
      </Field>
      <Field label="Erreur" error="Veuillez décrire votre demande.">
        <TextArea {...args} rows={3} name="erreur" />
      </Field>
      <Field label="Désactivé" disabled>
        <TextArea {...args} rows={3} name="desactive" defaultValue="Demande transmise le 12 mai 2025." />
      </Field>
    </div>
  ),
};

export const WithHint: Story = {
  render: (args) => (
    <Field
      label="Décrivez votre projet"
      hint="Objectifs, délais, outils déjà en place : plus vous êtes précis, plus notre devis le sera."
    >
      <TextArea {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Décrivez votre projet' })).toHaveAccessibleDescription(
      'Objectifs, délais, outils déjà en place\u00a0: plus vous êtes précis, plus notre devis le sera.',
    );
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="Message" required error="Veuillez décrire votre demande en quelques phrases.">
      <TextArea {...args} defaultValue="Bonjour" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez décrire votre demande en quelques phrases.'),
    );
  },
};

export const Required: Story = {
  render: (args) => (
    <Field label="Message" required>
      <TextArea {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: 'Votre demande a été transmise à l’équipe commerciale le 12 mai 2025.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const LongFrenchLabel: Story = {
  globals: onPhone,
  render: (args) => (
    <Field
      label="Précisez les horaires et les langues dans lesquels votre service client doit être joignable par vos clients"
      hint="Par exemple : du lundi au vendredi de 8 h à 18 h, heure de Paris, en français et en anglais."
    >
      <TextArea {...args} />
    </Field>
  ),
};

/** With autoGrow, the box fits its text: here a four-line message, below the maximum height. */
export const AutoGrowFilled: Story = {
  args: {
    autoGrow: true,
    minHeight: 96,
    maxHeight: 200,
    defaultValue:
      'Bonjour,\n\nnous aimerions un devis pour une équipe de support de trois personnes, du lundi au samedi.\nCordialement,\nHery Rakotomalala',
  },
};

/** The French names designers use for TextArea: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Zone de texte · message · texte long · commentaire',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
