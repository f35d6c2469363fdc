import { TechnologyMeter, TechnologyMeterList } from '@company/blocks';
import { progressBarSizes, progressBarTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { TechnologyMeterTones, technologies } from '../support/fixtures/blocks/TechnologyMeter';
import { maxWidth } from '../support/frame';

const meta = {
  title: 'Blocks/TechnologyMeter',
  component: TechnologyMeter,
  subcomponents: { TechnologyMeterList },
  args: { name: 'React', proficiency: 95 },
  argTypes: {
    proficiency: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
  },
  decorators: [maxWidth('28rem', { wide: '56rem' })],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'How well the team masters a technology, as a named bar with its percentage; TechnologyMeterList shows a whole stack, in one or two columns. Use it on the «\u00a0À propos\u00a0» or «\u00a0Solutions\u00a0» pages.',
        alternatives: [
          'The progress of a task or a page being built: use ProgressBar (or UnderConstruction for a whole page).',
          'A figure without a scale (years of experience, projects): use Stat.',
        ],
        anatomy: [
          {
            part: 'Name',
            description: 'the technology, also the bar’s accessible name.',
            selector: '[data-tone] > div:first-child > span[id]',
          },
          {
            part: 'Percentage',
            description: 'at the end of the line, announced as «\u00a095\u00a0%\u00a0».',
            selector: '[data-tone] > div:first-child > span[aria-hidden="true"]',
          },
          {
            part: 'Bar',
            description: 'filled to the percentage, in the chosen `tone`.',
            selector: '[role="progressbar"]',
          },
        ],
        dos: [
          {
            caption: 'Technologies listed from the strongest to the weakest, in one tone.',
            example: <TechnologyMeterList technologies={technologies.slice(0, 4)} aria-label="Technologies web" />,
          },
          {
            caption: 'Names as the technology spells them: «\u00a0Node.js\u00a0», «\u00a0PostgreSQL\u00a0».',
            example: <TechnologyMeter name="PostgreSQL" proficiency={89} />,
          },
        ],
        donts: [
          {
            caption: 'One tone per bar: colours suggest a good or bad reading that does not exist.',
            example: (
              <div style={{ display: 'grid', gap: '1rem' }}>
                <TechnologyMeter name="React" proficiency={95} tone="success" />
                <TechnologyMeter name="Flutter" proficiency={82} tone="warning" />
                <TechnologyMeter name="TensorFlow" proficiency={78} tone="danger" />
              </div>
            ),
          },
          {
            caption: 'Every technology at 100\u00a0%: the meters no longer say anything.',
            example: (
              <TechnologyMeterList
                technologies={technologies.slice(0, 3).map(({ name }) => ({ name, proficiency: 100 }))}
                aria-label="Technologies à 100&nbsp;%"
              />
            ),
          },
        ],
        content: [
          'Names: the official spelling of each technology, no version numbers.',
          'A list of five to twelve technologies, grouped by field when it grows longer.',
          'The percentage is written by the component with a narrow no-break space: «\u00a095\u00a0%\u00a0».',
        ],
      }),
    },
  },
} satisfies Meta<typeof TechnologyMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** The eleven technologies of the stack, from 95 to 78 %. */
export const Stack: Story = {
  render: () => <TechnologyMeterList technologies={technologies} aria-label="Nos technologies" />,
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Nos technologies' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(technologies.length);
    const meters = list.getAllByRole('progressbar');
    await expect(meters).toHaveLength(technologies.length);
    for (const [index, technology] of technologies.entries()) {
      const meter = meters[index];
      await expect(meter).toHaveAccessibleName(technology.name);
      await expect(meter).toHaveAttribute('aria-valuenow', String(technology.proficiency));
      await expect(meter).toHaveAttribute('aria-valuetext', `${technology.proficiency}\u202F%`);
    }
  },
};

/** Two columns from the medium breakpoint up. */
export const TwoColumns: Story = {
  parameters: { wide: true },
  render: () => (
    <TechnologyMeterList technologies={technologies} columns={2} tone="info" aria-label="Nos technologies" />
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    // The second meter sits beside the first, not below it.
    await expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
  },
};

export const Tones: Story = {
  tags: ['main'],
  render: () => <TechnologyMeterTones />,
};

export const LongFrenchText: Story = {
  args: { name: 'Intégration continue et déploiement sur des infrastructures infonuagiques hybrides', proficiency: 84 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', {
        name: 'Intégration continue et déploiement sur des infrastructures infonuagiques hybrides',
      }),
    ).toHaveAttribute('aria-valuenow', '84');
  },
};

/** The French names designers use for TechnologyMeter: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Jauge de compétence · technologie · niveau d’expertise',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
