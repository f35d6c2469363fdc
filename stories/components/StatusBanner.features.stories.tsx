import { StatusBanner, statusBannerStatuses } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../support/viewport';
import docsMeta from './StatusBanner.stories';

const meta = {
  title: 'Feedback/StatusBanner/Features',
  component: StatusBanner,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The time follows the `timeZone` prop, not the visitor's machine. */
export const OtherTimeZone: Story = {
  args: { timeZone: 'Europe/Paris' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('14 mars 2025 à 10:30:00');
  },
};

/** Each level with its colour, icon and text. */
export const AllStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {statusBannerStatuses.map((status) => (
        <StatusBanner key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const regions = canvas.getAllByRole('status');
    await expect(regions.map((region) => region.querySelector('p:nth-child(2)')?.textContent)).toEqual([
      'Tout fonctionne',
      'À surveiller',
      'En panne',
    ]);
  },
};

/** On a phone the button moves under the text; the docs page has no phone width, open it in the canvas. */
export const Mobile: Story = {
  args: { status: 'warning' },
  globals: onPhone,
  play: async ({ canvas }) => {
    const refresh = canvas.getByRole('button', { name: 'Actualiser' });
    const region = canvas.getByRole('status');
    // On a narrow screen the button moves under the text.
    await expect(refresh.getBoundingClientRect().top).toBeGreaterThanOrEqual(region.getBoundingClientRect().bottom);
  },
};
