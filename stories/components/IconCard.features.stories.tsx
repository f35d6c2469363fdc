import { IconCard } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../support/viewport';
import docsMeta from './IconCard.stories';

const meta = {
  title: 'Layout/IconCard/Features',
  component: IconCard,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof IconCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is a heading of the level given; the icon is hidden from assistive technology. */
export const Structure: Story = {
  args: { level: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'Chiffrement des données' })).toBeVisible();
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: onPhone,
};
