import { SecurityStatCard } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { onPhone } from '../support/viewport';
import docsMeta, { StatusPage } from './SecurityStatCard.stories';

const meta = {
  title: 'Blocks/SecurityStatCard/Features',
  component: SecurityStatCard,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof SecurityStatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  ...StatusPage,
  globals: onPhone,
};
