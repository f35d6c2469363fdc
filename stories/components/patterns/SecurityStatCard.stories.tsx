import { SecurityStatCard, StatGrid, securityStatCardTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, ShieldAlert, ShieldCheck } from 'lucide-react';
import { expect, within } from 'storybook/test';

const toneLabels = {
  brand: 'Marque',
  neutral: 'Neutre',
  success: 'Succès',
  warning: 'Avertissement',
  danger: 'Danger',
  info: 'Information',
} as const;

const meta = {
  title: 'Patterns/SecurityStatCard',
  component: SecurityStatCard,
  args: { icon: <Ban />, label: 'IP bloquées', value: 7, tone: 'brand' },
  argTypes: {
    icon: { control: false },
    tone: { control: 'inline-radio', options: securityStatCardTones },
  },
  render: (args) => (
    <StatGrid columns={3}>
      <SecurityStatCard {...args} />
    </StatGrid>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Use `SecurityStatCard` on the security status page for its key figures (« IP bloquées », « Attaques récentes », « Protection active »). It is a `Stat` with an icon whose `tone` says whether the figure calls for attention (`success` when all is well, `warning` or `danger` otherwise); the label and value always say it in words too. Place the cards in a `StatGrid`: each label is a term and each figure its definition.',
      },
    },
  },
} satisfies Meta<typeof SecurityStatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The three figures of the security status page. */
export const StatusPage: Story = {
  render: () => (
    <StatGrid columns={3}>
      <SecurityStatCard
        icon={<Ban />}
        label="IP bloquées"
        value={7}
        tone="brand"
        description="Sur les 24 dernières heures"
      />
      <SecurityStatCard
        icon={<ShieldAlert />}
        label="Attaques récentes"
        value={3}
        tone="warning"
        description="Toutes bloquées"
      />
      <SecurityStatCard
        icon={<ShieldCheck />}
        label="Protection active"
        value="6/6"
        tone="success"
        description="Toutes les protections sont actives"
      />
    </StatGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'IP bloquées',
      'Attaques récentes',
      'Protection active',
    ]);
    const values = terms.map((term) => term.nextElementSibling);
    await expect(values.map((value) => value?.tagName)).toEqual(['DD', 'DD', 'DD']);
    await expect(values.map((value) => value?.textContent)).toEqual(['7', '3', '6/6']);
    // The icons are decorative: the label names the figure.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    await expect(within(terms[2]!.parentElement!).getByText('Toutes les protections sont actives')).toBeVisible();
  },
};

/** A word instead of a figure when the state is binary. */
export const ProtectionActive: Story = {
  args: { icon: <ShieldCheck />, label: 'Protection active', value: 'Active', tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Protection active');
    await expect(canvas.getByRole('definition')).toHaveTextContent('Active');
  },
};

/** Every tone of the icon. */
export const Tones: Story = {
  render: () => (
    <StatGrid columns={3}>
      {securityStatCardTones.map((tone) => (
        <SecurityStatCard key={tone} icon={<ShieldAlert />} label={toneLabels[tone]} value={3} tone={tone} />
      ))}
    </StatGrid>
  ),
  play: async ({ canvasElement }) => {
    const tones = Array.from(canvasElement.querySelectorAll('dl > [data-tone]')).map((stat) =>
      stat.getAttribute('data-tone'),
    );
    await expect(tones).toEqual([...securityStatCardTones]);
  },
};

export const LongFrenchText: Story = {
  args: {
    icon: <ShieldAlert />,
    label: 'Tentatives d’injection SQL bloquées depuis la dernière mise à jour des règles',
    value: '1\u202F248',
    tone: 'danger',
    description: 'Depuis le 1er\u00A0juillet 2025, toutes origines confondues',
  },
};

export const Mobile: Story = {
  ...StatusPage,
  globals: { viewport: { value: 'mobile' } },
};
