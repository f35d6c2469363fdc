import { ProgressBar, progressBarSizes, progressBarTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { value: 64, label: 'Annotation du lot d’images', tone: 'brand', size: 'md' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'Use `ProgressBar` to show how far a task with a known end has progressed: a project, a batch, a goal. Its visible `label` names it; the value is announced as « 64 % » unless `valueText` says it better (« 320 images sur 500 »). For an action with no known end, use the `loading` state of `Button` instead.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A progress bar named by its label, with its value in `aria-valuenow` and `aria-valuetext`. */
export const Semantics: Story = {
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

/** Values outside 0–100 are clamped. */
export const Clamped: Story = {
  args: { value: 130, label: 'Objectif d’appels traités', tone: 'success' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Objectif d’appels traités' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar.getAttribute('aria-valuetext')).toBe('100\u202F%');
    const fill = bar.firstElementChild as HTMLElement;
    await expect(fill.getBoundingClientRect().width).toBeCloseTo(bar.getBoundingClientRect().width, 0);
  },
};

export const ClampedBelowZero: Story = {
  args: { value: -20, label: 'Migration des données' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** A custom value text, announced and shown instead of the percentage. */
export const CustomValueText: Story = {
  args: { value: 64, valueText: '320 images sur 500', label: 'Annotation du lot d’images' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '320 images sur 500');
  },
};

export const HiddenValue: Story = { args: { hideValue: true } };

export const Empty: Story = { args: { value: 0, label: 'Recrutement de l’équipe' } };

export const Complete: Story = { args: { value: 100, label: 'Formation terminée', tone: 'success' } };

/** Every tone and size. */
export const TonesAndSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      {progressBarSizes.flatMap((size) =>
        progressBarTones.map((tone, index) => (
          <ProgressBar
            key={`${size}-${tone}`}
            size={size}
            tone={tone}
            value={20 + index * 15}
            label={`Projet ${index + 1}, taille ${size === 'sm' ? 'fine' : 'moyenne'}`}
          />
        )),
      )}
    </div>
  ),
};

export const LongFrenchText: Story = {
  args: {
    value: 42,
    label: 'Déploiement du centre de relation client 24/7 pour les marchés français, belge et canadien',
  },
};
