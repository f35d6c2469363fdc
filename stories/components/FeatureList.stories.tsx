import { FeatureList, FeatureListItem, featureListColumns } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, Headset, ShieldCheck } from 'lucide-react';
import { expect, within } from 'storybook/test';

const features = [
  'Équipes francophones formées à vos outils',
  'Disponibilité 24/7, week-ends et jours fériés compris',
  'Reporting hebdomadaire et indicateurs de qualité partagés',
  'Montée en charge en moins de deux semaines',
  'Données hébergées et traitées selon le RGPD',
  'Un responsable de compte dédié',
] as const;

const meta = {
  title: 'Components/FeatureList',
  component: FeatureList,
  subcomponents: { FeatureListItem },
  args: { columns: 1 },
  argTypes: {
    columns: { control: 'inline-radio', options: featureListColumns },
  },
  render: (args) => (
    <FeatureList {...args}>
      {features.map((feature) => (
        <FeatureListItem key={feature}>{feature}</FeatureListItem>
      ))}
    </FeatureList>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Use `FeatureList` for what an offer includes or the benefits of a service: short items, each marked with a check. The marks are decorative, so each item reads as its text. Use `columns={2}` for long lists of short items; give an item its own `icon` only when it adds meaning to the eye.',
      },
    },
  },
} satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A list whose items read as their text only: the check marks are hidden from assistive technology. */
export const OneColumn: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(features.length);
    await expect(items[0]).toHaveTextContent(features[0]);
    for (const item of items) {
      await expect(item.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  },
};

export const TwoColumns: Story = { args: { columns: 2 } };

/** Per-item icons replace the check, still decorative. */
export const CustomIcons: Story = {
  render: (args) => (
    <FeatureList {...args}>
      <FeatureListItem icon={<Clock />}>Réponse sous 24&nbsp;h ouvrées</FeatureListItem>
      <FeatureListItem icon={<Headset />}>Hotline dédiée pour vos clients</FeatureListItem>
      <FeatureListItem icon={<ShieldCheck />}>Confidentialité garantie par contrat</FeatureListItem>
      <FeatureListItem>Sans engagement de durée</FeatureListItem>
    </FeatureList>
  ),
};

export const LongFrenchText: Story = {
  args: { columns: 2 },
  render: (args) => (
    <FeatureList {...args}>
      <FeatureListItem>
        Télésecrétariat médical&nbsp;: prise de rendez-vous, gestion des annulations et rappels aux patients, dans le
        respect du secret médical
      </FeatureListItem>
      <FeatureListItem>
        PAO et design graphique&nbsp;: brochures, catalogues, cartes de visite et visuels pour vos réseaux sociaux
      </FeatureListItem>
      <FeatureListItem>
        Assistance virtuelle&nbsp;: gestion d’agenda, tri des e-mails, préparation de déplacements et saisie
      </FeatureListItem>
      <FeatureListItem>Marketing digital et SEO&nbsp;: audit, rédaction optimisée et suivi mensuel</FeatureListItem>
    </FeatureList>
  ),
};

export const Mobile: Story = {
  args: { columns: 2 },
  globals: { viewport: { value: 'mobile' } },
};
