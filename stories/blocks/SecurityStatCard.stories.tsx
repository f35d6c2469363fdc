import { SecurityStatCard, securityStatCardTones } from '@company/blocks';
import { StatGrid } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, ShieldAlert, ShieldCheck } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

const toneLabels = {
  brand: 'Marque',
  neutral: 'Neutre',
  success: 'Succès',
  warning: 'Avertissement',
  danger: 'Danger',
  info: 'Information',
} as const;

const meta = {
  title: 'Blocks/SecurityStatCard',
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
      guidelines: guidelines({
        purpose:
          'A key figure of the security status page («\u00a0IP bloquées\u00a0», «\u00a0Attaques récentes\u00a0», «\u00a0Protection active\u00a0») with an icon whose colour says whether it calls for attention. Place three of them in a StatGrid above the list of attacks.',
        alternatives: [
          'Key figures with no good or bad reading (clients, projects): use Stat.',
          'The overall state of the service in a sentence: use StatusBanner.',
          'The attacks themselves, one per row: use AttacksTable.',
        ],
        anatomy: [
          {
            part: 'Icon tile',
            description: 'decorative; its tone (`success`, `warning`, `danger`…) gives the reading at a glance.',
            selector: 'dt [data-tone]',
          },
          { part: 'Value', description: 'the figure or a word, large.', selector: 'dt + dd' },
          { part: 'Label', description: 'what the figure counts, read first.', selector: 'dt' },
          {
            part: 'Description (optional)',
            description: 'the period or the reassurance: «\u00a0Toutes bloquées\u00a0».',
            story: 'StatusPage',
            selector: 'dd + dd',
          },
        ],
        dos: [
          {
            caption:
              'A tone that matches what the words say, and a description that tells the reader whether to worry.',
            example: (
              <StatGrid columns={2}>
                <SecurityStatCard
                  icon={<ShieldAlert />}
                  label="Attaques récentes"
                  value={3}
                  tone="warning"
                  description="Toutes bloquées"
                />
                <SecurityStatCard icon={<ShieldCheck />} label="Protection active" value="6/6" tone="success" />
              </StatGrid>
            ),
          },
          {
            caption: 'A word instead of a figure when the state is on or off.',
            example: (
              <StatGrid columns={2}>
                <SecurityStatCard icon={<ShieldCheck />} label="Pare-feu" value="Actif" tone="success" />
              </StatGrid>
            ),
          },
        ],
        donts: [
          {
            caption:
              'The colour alone carrying the meaning: a red tile with «\u00a00\u00a0» and no word leaves the reader guessing.',
            example: (
              <StatGrid columns={2}>
                <SecurityStatCard icon={<Ban />} label="Incidents" value={0} tone="danger" />
              </StatGrid>
            ),
          },
          {
            caption: 'Every card in `danger`: when everything is alarming, nothing is.',
            example: (
              <StatGrid columns={2}>
                <SecurityStatCard icon={<Ban />} label="IP bloquées" value={7} tone="danger" />
                <SecurityStatCard icon={<ShieldCheck />} label="Protection active" value="6/6" tone="danger" />
              </StatGrid>
            ),
          },
        ],
        content: [
          'Label: two or three words in sentence case: «\u00a0IP bloquées\u00a0», «\u00a0Attaques récentes\u00a0».',
          'Value: a figure, a ratio («\u00a06/6\u00a0») or one word («\u00a0Active\u00a0»).',
          'Description: the period or the outcome in a few words: «\u00a0Sur les 24 dernières heures\u00a0», «\u00a0Toutes bloquées\u00a0».',
          'French typography: a narrow no-break space between thousands («\u00a01\u202f248\u00a0»), a no-break space inside «\u00a024\u00a0h\u00a0» and after «\u00a01er\u00a0» in dates.',
        ],
      }),
    },
  },
} satisfies Meta<typeof SecurityStatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

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
  tags: ['main'],
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

/** The French names designers use for SecurityStatCard: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Indicateur de sécurité · statistique de sécurité',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
