import { Switch } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import docsMeta from './Switch.stories';

const meta = {
  title: 'Forms/Switch/Features',
  component: Switch,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click or Space flips the switch; its checked state is exposed to assistive technology and reported to `onCheckedChange`. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Alertes d’incident par SMS' });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByRole('switch', { checked: false })).toBe(toggle);
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(canvas.getByRole('switch', { checked: true })).toBe(toggle);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Alertes d’incident par SMS'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(2, false);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(3, true);
  },
};
