import { Card } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import docsMeta, { LinkCard } from './Card.stories';

const meta = {
  title: 'Layout/Card/Features',
  component: Card,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
  render: docsMeta.render,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = { args: { variant: 'outlined' } };

/** Keyboard focus on a linked card: the ring is drawn around the whole card. */
export const LinkCardFocused: Story = {
  render: LinkCard.render,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Télésecrétariat médical' })).toHaveFocus();
  },
};
