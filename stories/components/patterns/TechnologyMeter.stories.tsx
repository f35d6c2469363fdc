import { TechnologyMeter, TechnologyMeterList, progressBarSizes, progressBarTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const technologies = [
  { name: 'React', proficiency: 95 },
  { name: 'Node.js', proficiency: 92 },
  { name: 'TypeScript', proficiency: 90 },
  { name: 'PostgreSQL', proficiency: 89 },
  { name: 'Python', proficiency: 88 },
  { name: 'Docker', proficiency: 87 },
  { name: 'AWS', proficiency: 85 },
  { name: 'Azure', proficiency: 83 },
  { name: 'Flutter', proficiency: 82 },
  { name: 'Kubernetes', proficiency: 80 },
  { name: 'TensorFlow', proficiency: 78 },
] as const;

const meta = {
  title: 'Patterns/TechnologyMeter',
  component: TechnologyMeter,
  subcomponents: { TechnologyMeterList },
  args: { name: 'React', proficiency: 95 },
  argTypes: {
    proficiency: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
  },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? '56rem' : '28rem' }}>{Story()}</div>,
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Use `TechnologyMeter` to show how well the team masters a technology, on the « À propos » or « Solutions » pages; use `TechnologyMeterList` for a whole stack. Each meter is a `ProgressBar` named by the technology, announced as « 95 % ». Keep it to skills the reader can compare: for project progress, use `ProgressBar` itself.',
      },
    },
  },
} satisfies Meta<typeof TechnologyMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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
  render: () => (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      {progressBarTones.map((tone, index) => {
        const technology = technologies[index] ?? technologies[0];
        return <TechnologyMeter key={tone} name={technology.name} proficiency={technology.proficiency} tone={tone} />;
      })}
    </div>
  ),
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

/** On a phone the list stays in one column, even with `columns={2}`. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => <TechnologyMeterList technologies={technologies} columns={2} aria-label="Nos technologies" />,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
  },
};
