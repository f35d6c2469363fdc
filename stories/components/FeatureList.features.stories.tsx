import { FeatureList } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { features } from '../support/fixtures/FeatureList';
import { onPhone } from '../support/viewport';
import docsMeta from './FeatureList.stories';

const meta = {
  title: 'Data display/FeatureList/Features',
  component: FeatureList,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list whose items read as their text only: the check marks are hidden from assistive technology. */
export const OneColumn: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(features.length);
    await expect(items[0]).toHaveTextContent(features[0]);
    for (const item of items) {
      await expect(item.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  },
};

export const Mobile: Story = {
  args: { columns: 2 },
  globals: onPhone,
};
