import { Badge } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import docsMeta from './Badge.stories';

const meta = {
  title: 'Feedback/Badge/Features',
  component: Badge,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per tone and size for the visual tests; the docs page shows them together in « Tones And Sizes ».
export const Neutral: Story = { args: { tone: 'neutral', children: 'Brouillon' } };

export const Brand: Story = { args: { tone: 'brand', children: 'Nouveau' } };

export const Success: Story = { args: { tone: 'success', children: 'Disponible' } };

export const Warning: Story = { args: { tone: 'warning', children: 'Places limitées' } };

export const Danger: Story = { args: { tone: 'danger', children: 'Complet' } };

export const Info: Story = { args: { tone: 'info', children: 'Bientôt' } };

export const Small: Story = { args: { size: 'sm', children: 'SEO' } };
