import { Field, Select, selectSizes } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const subjects = [
  { value: 'devis', label: 'Demande de devis' },
  { value: 'support', label: 'Support technique' },
  { value: 'partenariat', label: 'Partenariat' },
  { value: 'recrutement', label: 'Recrutement' },
];

const options = subjects.map((subject) => (
  <option key={subject.value} value={subject.value}>
    {subject.label}
  </option>
));

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  args: { name: 'sujet', onChange: fn(), children: options },
  argTypes: {
    size: { control: 'inline-radio', options: selectSizes },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use a select to pick one option from a list of about five to fifteen known choices (a subject, a country, a team size). For two or three choices prefer radio buttons; for long lists a searchable input. It is the native `<select>`, so phones show their own picker and keyboard use is the browser’s. Use `placeholder` when no choice should be made for the user: the empty option cannot be chosen back and a required select stays invalid until a real choice is made.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
  render: (args) => (
    <Field label="Sujet">
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { placeholder: 'Choisissez un sujet' },
};

/** Without a placeholder the first option is chosen; Tab focuses the select and picking another option reports the change. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sujet' });
    await expect(select).toHaveValue('devis');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Support technique');
    await expect(select).toHaveValue('support');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('option', { name: 'Support technique' })).toHaveProperty('selected', true);
  },
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

/** Required with a placeholder: the select is invalid for the browser until a real choice is made. */
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
  globals: { viewport: { value: 'mobile' } },
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
