import { TechnologyMeter, TechnologyMeterList } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { technologies } from '../support/fixtures/blocks/TechnologyMeter';
import { onPhone } from '../support/viewport';
import docsMeta from './TechnologyMeter.stories';

const meta = {
  title: 'Blocks/TechnologyMeter/Features',
  component: TechnologyMeter,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof TechnologyMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A progress bar named by the technology, with the proficiency as its value. */
export const Semantics: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('progressbar', { name: 'React' });
    await expect(meter).toHaveAttribute('aria-valuenow', '95');
    // A narrow no-break space separates the number from the percent sign.
    await expect(meter).toHaveAttribute('aria-valuetext', '95\u202F%');
    // Text queries collapse white space, so the visible value is found with a plain space and checked exactly.
    const visibleValue = canvas.getByText('95 %');
    await expect(visibleValue).toBeVisible();
    await expect(visibleValue.textContent).toBe('95\u202F%');
  },
};

/** On a phone the list stays in one column, even with `columns={2}`. */
export const Mobile: Story = {
  globals: onPhone,
  render: () => <TechnologyMeterList technologies={technologies} columns={2} aria-label="Nos technologies" />,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
  },
};
