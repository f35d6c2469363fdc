import { Avatar, Skeleton } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import docsMeta from './Skeleton.stories';

const meta = {
  title: 'Feedback/Skeleton/Features',
  component: Skeleton,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The skeleton beside the content it stands for, once loaded. */
export const BesideContent: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
        <Skeleton variant="circle" />
        <Skeleton width="10rem" />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
        <Avatar name="Aina Rakoto" />
        <span>Aina Rakoto</span>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[data-variant="circle"]');
    await expect(circle?.getBoundingClientRect().width).toBe(40);
  },
};

/**
 * Under forced colours (the preview's approximation), the shapes stay visible in the system grey
 * instead of taking the page's own colour.
 */
export const ForcedColours: Story = {
  // Run by the `storybook:forced-colors` Vitest project, in Chromium's forced-colours emulation
  // (in the Storybook UI: DevTools › Rendering › Emulate CSS media feature forced-colors).
  tags: ['forced-colors'],
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Skeleton lines={2} />
      <Skeleton variant="circle" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector<HTMLElement>('[data-variant="text"] > *');
    const circle = canvasElement.querySelector<HTMLElement>('[data-variant="circle"]');
    const page = getComputedStyle(document.body).backgroundColor;
    for (const shape of [line, circle]) {
      await expect(shape).not.toBeNull();
      await expect(getComputedStyle(shape!).backgroundColor).not.toBe(page);
    }
  },
};
