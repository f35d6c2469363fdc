import { ProgressBar } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import docsMeta from './ProgressBar.stories';

const meta = {
  title: 'Feedback/ProgressBar/Features',
  component: ProgressBar,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A task under way, named by its label, with its value announced as a percentage. */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Annotation du lot d’images' });
    await expect(bar).toHaveAttribute('aria-valuenow', '64');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    // A narrow no-break space separates the number from the percent sign.
    await expect(bar.getAttribute('aria-valuetext')).toBe('64\u202F%');
    await expect(canvas.getByText('Annotation du lot d’images').id).toBe(bar.getAttribute('aria-labelledby'));
  },
};

/** A value above 100 shows a full bar, announced as 100%. */
export const ValueAboveMaximum: Story = {
  args: { value: 130, label: 'Objectif d’appels traités', tone: 'success' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Objectif d’appels traités' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar.getAttribute('aria-valuetext')).toBe('100\u202F%');
    const fill = bar.firstElementChild as HTMLElement;
    await expect(fill.getBoundingClientRect().width).toBeCloseTo(bar.getBoundingClientRect().width, 0);
  },
};

/** A value below 0 shows an empty bar, announced as 0%. */
export const ValueBelowZero: Story = {
  args: { value: -20, label: 'Migration des données' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};
