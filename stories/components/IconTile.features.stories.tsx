import { IconTile } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import docsMeta from './IconTile.stories';

const meta = {
  title: 'Data display/IconTile/Features',
  component: IconTile,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof IconTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Decorative: Story = {
  args: { 'data-testid': 'tile' } as never,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByTestId('tile')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a `label`, the tile is an image with that name. */
export const Labelled: Story = {
  args: { icon: <ShieldCheck />, tone: 'success', label: 'Données protégées' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Données protégées' })).toBeVisible();
  },
};
