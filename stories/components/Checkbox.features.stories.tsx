import { Checkbox } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import docsMeta from './Checkbox.stories';

const meta = {
  title: 'Forms/Checkbox/Features',
  component: Checkbox,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the box or the label toggles it; so does Space once it has focus. Each change reaches `onCheckedChange`. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Recevoir notre lettre d’information mensuelle' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByText('Recevoir notre lettre d’information mensuelle'));
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(4);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(2, false);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(3, true);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(4, false);
  },
};
