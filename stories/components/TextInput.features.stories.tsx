import { Field, TextInput } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import docsMeta from './TextInput.stories';

const meta = {
  title: 'Forms/TextInput/Features',
  component: TextInput,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
  render: docsMeta.render,
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing updates the value and reports each change, with the new text to `onValueChange`. */
export const Default: Story = {
  args: { autoComplete: 'organization' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Entreprise' });
    await userEvent.type(input, 'Tamatave Logistique');
    await expect(input).toHaveValue('Tamatave Logistique');
    await expect(args.onChange).toHaveBeenCalledTimes('Tamatave Logistique'.length);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Tamatave Logistique');
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const Required: Story = {
  render: (args) => (
    <Field label="Nom" required>
      <TextInput {...args} name="nom" autoComplete="name" />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nom' })).toBeRequired();
  },
};

/** Outside a `Field`, the input takes its own `id`, `aria-describedby`, `invalid` and `required`. */
export const WithoutField: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <label htmlFor="code-promo" style={{ fontWeight: 600 }}>
        Code promotionnel
      </label>
      <TextInput {...args} id="code-promo" name="code" invalid required aria-describedby="code-promo-aide" />
      <p id="code-promo-aide" style={{ fontSize: '0.875rem' }}>
        {'Ce code a expiré le 31 mars 2025.'}
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Code promotionnel' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Ce code a expiré le 31\u00a0mars\u00a02025.');
  },
};
