import { Fieldset } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import docsMeta from './Fieldset.stories';

const meta = {
  title: 'Forms/Fieldset/Features',
  component: Fieldset,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The controls are a group named by the legend. */
export const Structure: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Notifications' });
    await expect(group.querySelectorAll('input')).toHaveLength(2);
  },
};
