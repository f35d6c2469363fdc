import { Timeline } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { milestones } from '../support/fixtures/Timeline';
import { onPhone } from '../support/viewport';
import docsMeta from './Timeline.stories';

const meta = {
  title: 'Data display/Timeline/Features',
  component: Timeline,
  tags: ['!autodocs', 'scenario'],
  render: docsMeta.render,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company, from its foundation in January 2025 to its growth in July 2025. */
export const CompanyHistory: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(milestones.length);

    for (const [index, item] of items.entries()) {
      const milestone = milestones[index]!;
      const time = within(item).getByText(milestone.dateLabel);
      await expect(time.tagName).toBe('TIME');
      await expect(time).toHaveAttribute('datetime', milestone.date);
      await expect(within(item).getByRole('heading', { level: 3 })).toHaveAccessibleName(milestone.title);
    }
  },
};

export const Mobile: Story = {
  globals: onPhone,
};
