import { Card, CardBody, Skeleton, skeletonVariants } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { maxWidth } from '../support/frame';

/** A card that is loading: the shapes of its avatar, name and text, in a region that says it is busy. */
const LoadingProfile = () => (
  <Card aria-busy="true" aria-label="Profil en cours de chargement" role="region" style={{ maxWidth: '22rem' }}>
    <CardBody>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', marginBottom: '1rem' }}>
        <Skeleton variant="circle" width="3rem" />
        <Skeleton width="10rem" />
      </div>
      <Skeleton lines={3} />
    </CardBody>
  </Card>
);

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: {
    variant: { control: 'inline-radio', options: skeletonVariants },
    lines: { control: { type: 'number', min: 1, max: 8, step: 1 } },
    width: { control: 'text' },
    height: { control: 'text' },
  },
  decorators: [maxWidth('28rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A skeleton stands in for content that is loading, in its shape and size: lines of text, an image, an avatar. The page keeps its layout, and the content takes its place without a jump. It is hidden from screen readers: the region around it says that it is busy.',
        alternatives: [
          'A wait with no shape to show (a search, a whole panel): use Spinner, with a label.',
          'A button that sends or saves: use its `loading` state.',
          'Content that will not come (an error, an empty list): use Alert or EmptyState instead of leaving the skeleton.',
        ],
        anatomy: [
          {
            part: 'Shape',
            description:
              '`text` lines in the font size around them (the last of several stops short), a `block` or a `circle`, in a muted grey that pulses; it stands still when the reader asks for less motion.',
            selector: '[data-variant]',
          },
        ],
        dos: [
          {
            caption: 'The shapes of what is coming, in a region that says it is busy.',
            example: <LoadingProfile />,
          },
          {
            caption: 'About as many lines as the text will have, so the page does not jump.',
            example: <Skeleton lines={2} />,
          },
        ],
        donts: [
          {
            caption: 'Real content and skeletons mixed in one line: the reader cannot tell what is loaded.',
            example: (
              <p style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', margin: 0 }}>
                Tarif à partir de <Skeleton width="4rem" /> par mois
              </p>
            ),
          },
          {
            caption: 'A skeleton that stays: after a few seconds, say what is happening or what went wrong.',
            example: <Skeleton variant="block" height="4rem" />,
          },
        ],
        content: [
          'A skeleton has no text; the region around it carries the words: `aria-busy="true"` while it loads, and a visible message if it fails.',
          'Once the content is there, it is read in French with its own typography: no-break spaces before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0».',
        ],
        accessibility: [
          'Hidden from assistive technology (`aria-hidden`): it says nothing by itself. Say that the region is loading on the region, with `aria-busy="true"` or a Spinner with a label, and drop it when the content arrives.',
          'It takes no focus: a placeholder of a button or a link is not a control until the real one replaces it.',
          'The pulse stops under `prefers-reduced-motion`; in forced colours the shapes take the system grey, so they stay visible.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Each variant: lines of text, a block and a circle. */
export const Variants: Story = {
  tags: ['main'],
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <Skeleton lines={3} />
      <Skeleton variant="block" height="8rem" />
      <Skeleton variant="circle" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const shapes = canvasElement.querySelectorAll<HTMLElement>('[data-variant]');
    await expect(shapes).toHaveLength(3);
    for (const shape of shapes) await expect(shape).toHaveAttribute('aria-hidden', 'true');
    const [text, block, circle] = shapes;
    await expect(text?.children).toHaveLength(3);
    const lastLine = text?.lastElementChild?.getBoundingClientRect();
    const firstLine = text?.firstElementChild?.getBoundingClientRect();
    await expect(lastLine?.width).toBeLessThan(firstLine?.width ?? 0);
    await expect(block?.getBoundingClientRect().height).toBe(128);
    const box = circle?.getBoundingClientRect();
    await expect(box?.width).toBe(box?.height);
  },
};

/** Lines take the font size and line height of the text they stand for. */
export const TextSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div style={{ fontSize: '2rem', lineHeight: 1.15 }}>
        <Skeleton width="60%" />
      </div>
      <div style={{ fontSize: '1rem', lineHeight: 1.6 }}>
        <Skeleton lines={2} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [title, body] = canvasElement.querySelectorAll<HTMLElement>('[data-variant="text"]');
    await expect(title?.getBoundingClientRect().height).toBeCloseTo(32 * 1.15, 0);
    await expect(body?.getBoundingClientRect().height).toBeCloseTo(2 * 16 * 1.6, 0);
  },
};

/** A card while its content loads: the region is busy, the shapes are hidden from screen readers. */
export const LoadingCard: Story = {
  render: () => <LoadingProfile />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Profil en cours de chargement' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('');
  },
};

/** The French names designers use for Skeleton: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Squelette · squelette de chargement · espace réservé · placeholder',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
