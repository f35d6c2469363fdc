import { Badge, badgeSizes, badgeTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangle, Check, Clock, Sparkles } from 'lucide-react';
import { expect } from 'storybook/test';

const toneLabels = {
  neutral: 'Brouillon',
  brand: 'Nouveau',
  success: 'Disponible',
  warning: 'Places limitées',
  danger: 'Complet',
  info: 'Bientôt',
} as const;

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: '24/7', tone: 'brand', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    icon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use `Badge` for a short, non-interactive label next to a title or in a table: a status (« Disponible »), a category or a count. Pick the `tone` from the meaning, and let the word carry that meaning too: colour is never the only signal. For a message that needs a sentence, use `Alert`.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every tone at every size. */
export const TonesAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      {badgeSizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} size={size}>
              {toneLabels[tone]}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Neutral: Story = { args: { tone: 'neutral', children: 'Brouillon' } };
export const Brand: Story = { args: { tone: 'brand', children: 'Nouveau' } };
export const Success: Story = { args: { tone: 'success', children: 'Disponible' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Places limitées' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Complet' } };
export const Info: Story = { args: { tone: 'info', children: 'Bientôt' } };
export const Small: Story = { args: { size: 'sm', children: 'SEO' } };

/** The icon is decorative: the badge reads as its text only. */
export const WithIcon: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Badge tone="success" icon={<Check />}>
        Certifié ISO&nbsp;9001
      </Badge>
      <Badge tone="brand" icon={<Sparkles />}>
        Nouveau service
      </Badge>
      <Badge tone="warning" icon={<AlertTriangle />} size="sm">
        Places limitées
      </Badge>
      <Badge tone="neutral" icon={<Clock />} size="sm">
        Réponse sous 24&nbsp;h
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-tone="success"]');
    await expect(badge?.textContent).toBe('Certifié ISO 9001');
    await expect(badge?.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Long labels stay on one line and are cut with an ellipsis when space runs out. */
export const LongFrenchText: Story = {
  args: { tone: 'info', children: 'Annotation de données pour l’intelligence artificielle' },
  decorators: [(Story) => <div style={{ maxWidth: '14rem' }}>{Story()}</div>],
};
