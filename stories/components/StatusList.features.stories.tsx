import { StatusList } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone } from '../support/viewport';
import docsMeta from './StatusList.stories';

const meta = {
  title: 'Data display/StatusList/Features',
  component: StatusList,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof StatusList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of updates, each title a heading; the state is in words in its badge. */
export const Structure: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'État des services' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('Maintenance programmée');
    await expect(items[1]).toHaveTextContent('Maintenance');
  },
};

/** On a phone the badge, the update and the time go one under the other. */
export const Mobile: Story = {
  globals: onPhone,
};
