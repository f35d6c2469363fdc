import { Heading } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pixels, sizeLabels } from '../support/fixtures/Heading';
import { onPhone } from '../support/viewport';
import docsMeta from './Heading.stories';

const meta = {
  title: 'Typography/Heading/Features',
  component: Heading,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below 768 px, `display` and `heading1` step down one size, so a phone line holds more than two words. */
export const Mobile: Story = {
  globals: onPhone,
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Heading level={1} size="display">
        {sizeLabels.display}
      </Heading>
      <Heading level={2} size="heading1">
        {sizeLabels.heading1}
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).fontSize).toBe(pixels('heading1'));
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).fontSize).toBe(pixels('heading2'));
  },
};
