import { Select } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import docsMeta from './Select.stories';

const meta = {
  title: 'Forms/Select/Features',
  component: Select,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
  render: docsMeta.render,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('support');
    await expect(canvas.getByRole('option', { name: 'Support technique' })).toHaveProperty('selected', true);
  },
};
