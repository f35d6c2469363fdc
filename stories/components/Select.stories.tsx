import { Field, Select, selectSizes } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { SelectStates, subjectOptions } from '../support/fixtures/Select';
import { maxWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { name: 'sujet', onChange: fn(), onValueChange: fn(), children: subjectOptions },
  argTypes: {
    size: { control: 'inline-radio', options: selectSizes },
    children: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A select lets the visitor pick one option from a list of about five to fifteen known choices: a subject, a country, a team size. It is the browser’s own drop-down, so phones show their native picker. Add a placeholder when no choice should be made for the visitor; place it in a Field for its label, hint and error.',
        alternatives: [
          'Two or three choices: show them all in a RadioGroup, or as a Switch for on and off.',
          'Several choices at once: a group of Checkbox when they fit in view, otherwise a Listbox with `multiple`.',
          'Options with groups under real headings, a description or an icon each: use Listbox.',
          'A long list (every town of Madagascar), or options found as the visitor types: use Combobox.',
          'Free text: use TextInput or TextArea.',
        ],
        anatomy: [
          {
            part: 'Container',
            description: 'the bordered box and its focus ring; its height follows size (sm, md, lg).',
            selector: 'div:has(> select)',
          },
          {
            part: 'Value or placeholder',
            description:
              'the chosen option, or the pale placeholder until a choice is made; the list of options it opens is drawn by the browser or the phone, not styled by the package.',
            selector: 'select',
          },
          {
            part: 'Chevron',
            description: 'at the end, says the box opens a list; decorative.',
            selector: 'select ~ svg',
          },
        ],
        dos: [
          {
            caption: 'A placeholder that asks for a choice, so nothing is chosen for the visitor by default.',
            example: (
              <Field label="Sujet">
                <Select name="sujet-exemple" placeholder="Choisissez un sujet">
                  {subjectOptions}
                </Select>
              </Field>
            ),
          },
          {
            caption: 'Options in a logical order (here by size), short and starting the same way.',
            example: (
              <Field label="Taille de l’équipe">
                <Select name="equipe-exemple" defaultValue="3-5">
                  <option value="1-2">1 à 2 personnes</option>
                  <option value="3-5">3 à 5 personnes</option>
                  <option value="6-10">6 à 10 personnes</option>
                </Select>
              </Field>
            ),
          },
        ],
        donts: [
          {
            caption: 'A select for a yes/no question: two clicks to read two answers; use a Checkbox or a Switch.',
            example: (
              <Field label="Souhaitez-vous être rappelé ?">
                <Select name="rappel-exemple" defaultValue="non">
                  <option value="oui">Oui</option>
                  <option value="non">Non</option>
                </Select>
              </Field>
            ),
          },
          {
            caption: 'The label written as the first option: it vanishes once a choice is made; use the Field’s label.',
            example: (
              <Select name="sujet-sans-label" aria-label="Sujet" defaultValue="">
                <option value="">Sujet</option>
                {subjectOptions}
              </Select>
            ),
          },
        ],
        content: [
          'The label names the choice in sentence case (« Sujet », « Pays de facturation »); the placeholder asks for it: « Choisissez un sujet ».',
          'Options are short, in sentence case, without a final full stop, in an order the visitor expects: by size, by date, or alphabetical.',
          'An « Autre » option goes last, with a TextInput shown when it is chosen.',
          'French typography: a non-breaking space before « ? » and « : » (« Souhaitez-vous être rappelé ? »), inside « » and in « 10 000 € »; the typographic apostrophe ’.',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves the focus to the select, then on to the next control.' },
          {
            keys: 'Space / Alt + ↓',
            action:
              'On the select: opens the option list, drawn by the browser (on a phone, the native picker); the exact keys vary a little by browser and system.',
          },
          {
            keys: '↓ / ↑',
            action:
              'In the open list: moves to the next or previous option. On the closed select, Windows browsers change the value at once; macOS opens the list.',
          },
          { keys: 'Home / End', action: 'In the open list: moves to the first or last option.' },
          { keys: 'Enter', action: 'In the open list: chooses the highlighted option and closes the list.' },
          { keys: 'Escape', action: 'In the open list: closes it and keeps the previous value.' },
          { keys: 'A–Z', action: 'On the select or in the list: moves to the next option starting with that letter.' },
        ],
        accessibility: [
          'A native `<select>`, announced as a combo box (pop-up button in some screen readers) with the chosen option as its value.',
          'Its name is the Field’s label, tied by `id`; outside a Field, give it an `aria-label`. The placeholder is a disabled empty option, not a name.',
          'Inside a Field, the hint and the error are read as its description (`aria-describedby`), the error also sets `aria-invalid`, and `required` is the native one, announced once.',
          'The chevron is hidden from assistive technology; in forced colours it takes the system text colour, grey when disabled.',
        ],
      }),
    },
  },
  decorators: [maxWidth('28rem', { wide: '48rem' })],
  render: (args) => (
    <Field label="Sujet">
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['main'],
  args: { placeholder: 'Choisissez un sujet' },
};

/** Placeholder, hover, focus, chosen, error and disabled, side by side. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    wide: true,
    pseudo: forcedStates,
  },
  render: (args) => <SelectStates {...args} />,
};

/** The placeholder shows until a choice is made, and cannot be chosen back. */
export const WithPlaceholder: Story = {
  args: { placeholder: 'Choisissez un sujet' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sujet' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Choisissez un sujet');
    await expect(canvas.getByRole('option', { name: 'Choisissez un sujet' })).toBeDisabled();
    await userEvent.selectOptions(select, 'partenariat');
    await expect(select).toHaveValue('partenariat');
    await expect(select).toHaveDisplayValue('Partenariat');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {selectSizes.map((size) => (
        <Field key={size} label={`Taille ${size}`}>
          <Select {...args} size={size} />
        </Field>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [sm, md, lg] = selectSizes.map((size) => canvas.getByRole('combobox', { name: `Taille ${size}` }));
    await expect(sm?.offsetHeight).toBeLessThan(md?.offsetHeight ?? 0);
    await expect(md?.offsetHeight).toBeLessThan(lg?.offsetHeight ?? 0);
  },
};

export const WithHint: Story = {
  render: (args) => (
    <Field label="Taille de l’équipe souhaitée" hint="Vous pourrez l’ajuster chaque mois.">
      <Select {...args} name="equipe" defaultValue="3-5">
        <option value="1-2">{'1 à 2 personnes'}</option>
        <option value="3-5">{'3 à 5 personnes'}</option>
        <option value="6-10">{'6 à 10 personnes'}</option>
        <option value="10+">{'Plus de 10 personnes'}</option>
      </Select>
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Taille de l’équipe souhaitée' })).toHaveAccessibleDescription(
      'Vous pourrez l’ajuster chaque mois.',
    );
  },
};

export const WithError: Story = {
  args: { placeholder: 'Choisissez un sujet', required: true },
  render: (args) => (
    <Field label="Sujet" error="Veuillez choisir un sujet.">
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sujet' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(expect.stringContaining('Veuillez choisir un sujet.'));
  },
};

/** Required, with a placeholder: the visitor must make a real choice before the form can be sent. */
export const Required: Story = {
  args: { placeholder: 'Choisissez un sujet' },
  render: (args) => (
    <Field label="Sujet" required>
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sujet' });
    await expect(select).toBeRequired();
    await expect(select).toBeInvalid();
    await userEvent.selectOptions(select, 'devis');
    await expect(select).toBeValid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'support' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sujet' })).toBeDisabled();
  },
};

export const LongFrenchLabel: Story = {
  globals: onPhone,
  render: (args) => (
    <Field label="Dans quel fuseau horaire vos clients appellent-ils le plus souvent votre service d’assistance ?">
      <Select {...args} name="fuseau" placeholder="Choisissez le fuseau horaire de la majorité de vos clients">
        <option value="paris">Europe centrale (Paris, Bruxelles, Genève)</option>
        <option value="reunion">Océan Indien (La Réunion, Maurice, Antananarivo)</option>
        <option value="montreal">Amérique du Nord, heure de l’Est (Montréal)</option>
      </Select>
    </Field>
  ),
};

/** The French names designers use for Select: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Liste déroulante · menu déroulant · sélecteur',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
