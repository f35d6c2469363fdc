import { Container } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { box } from '../support/fixtures/Container';
import { onDesktop, onPhone } from '../support/viewport';
import docsMeta from './Container.stories';

const meta = {
  title: 'Layout/Container/Features',
  component: Container,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
  render: docsMeta.render,
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `wide`, 84 rem (1344 px), on a desktop screen: here the screen is the limit. */
export const Wide: Story = {
  args: { width: 'wide' },
  globals: onDesktop,
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('container');
    await expect(getComputedStyle(container).maxWidth).toBe('1344px');
    const { left, right } = box(container);
    await expect(left).toBe(right);
  },
};

/** On a phone the side padding shrinks to 1 rem, so the text keeps its room. */
export const Mobile: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('container')).paddingInlineStart).toBe('16px');
  },
};
