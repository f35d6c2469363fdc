import { FeatureList, FeatureListItem, featureListColumns, featureListMarkers } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, Headset, ShieldCheck } from 'lucide-react';
import { guidelines } from '../docs/guidelines';
import { features } from '../support/fixtures/FeatureList';

const meta = {
  title: 'Data display/FeatureList',
  component: FeatureList,
  subcomponents: { FeatureListItem },
  args: { columns: 1, marker: 'check' },
  argTypes: {
    columns: { control: 'inline-radio', options: featureListColumns },
    marker: { control: 'inline-radio', options: featureListMarkers },
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
      guidelines: guidelines({
        purpose:
          'A list of what an offer includes or what a service brings, each item marked with a check. Reach for it under a service description or inside a card, when the items are short and parallel.',
        alternatives: [
          'Items in a set order (a process, a method): use Steps. Dated events: use Timeline.',
          'Comparing what several plans include: use PricingCards, which holds one list per plan.',
          'A whole service with its icon, text, list and link: use ServiceCard.',
        ],
        anatomy: [
          {
            part: 'Mark',
            description:
              'a green check on a tinted circle, a grey dashed circle with `marker="planned"`, or the item’s own `icon`; decorative, never read.',
            selector: 'li:first-child > [aria-hidden="true"]',
          },
          {
            part: 'Item text',
            description: 'one benefit or one included feature per item; long items wrap under their first line.',
            selector: 'li:first-child > [aria-hidden="true"] + span',
          },
          {
            part: 'Columns',
            description:
              'one by default; two from the medium breakpoint with `columns={2}` for long lists of short items.',
            selector: 'ul[data-columns]',
          },
        ],
        dos: [
          {
            caption: 'Short, parallel items that each name one concrete benefit.',
            example: (
              <FeatureList>
                <FeatureListItem>Équipes francophones formées à vos outils</FeatureListItem>
                <FeatureListItem>Disponibilité 24/7, week-ends compris</FeatureListItem>
                <FeatureListItem>Reporting hebdomadaire partagé</FeatureListItem>
              </FeatureList>
            ),
          },
          {
            caption: 'An icon per item only when it adds meaning to the eye, here the channel or the promise.',
            example: (
              <FeatureList>
                <FeatureListItem icon={<Clock />}>Réponse sous 24&nbsp;h ouvrées</FeatureListItem>
                <FeatureListItem icon={<Headset />}>Hotline dédiée pour vos clients</FeatureListItem>
                <FeatureListItem icon={<ShieldCheck />}>Confidentialité garantie par contrat</FeatureListItem>
              </FeatureList>
            ),
          },
        ],
        donts: [
          {
            caption:
              'Items that are not features (a price, a call to action): they belong in their own place, not behind a check.',
            example: (
              <FeatureList>
                <FeatureListItem>Support par e-mail</FeatureListItem>
                <FeatureListItem>À partir de 299&nbsp;€ par mois</FeatureListItem>
                <FeatureListItem>Contactez-nous dès aujourd’hui&nbsp;!</FeatureListItem>
              </FeatureList>
            ),
          },
          {
            caption: 'Two columns for long items: each column becomes narrow and every item wraps on three lines.',
            example: (
              <FeatureList columns={2}>
                <FeatureListItem>
                  Prise de rendez-vous, gestion des annulations et rappels aux patients dans le respect du secret
                  médical
                </FeatureListItem>
                <FeatureListItem>
                  Brochures, catalogues, cartes de visite et visuels pour vos réseaux sociaux, prêts pour l’impression
                </FeatureListItem>
              </FeatureList>
            ),
          },
        ],
        content: [
          'Start each item the same way (all nouns or all verbs), in sentence case, without a final full stop.',
          'One idea per item, ideally under eight words; put details after a colon: «\u00a0Télésecrétariat médical\u00a0: prise de rendez-vous\u00a0».',
          'Between three and eight items; past that, split into groups under their own headings.',
          'French typography: a no-break space before «\u00a0:\u00a0» and inside «\u00a024\u00a0h\u00a0», the typographic apostrophe («\u00a0l’équipe\u00a0»).',
        ],
        accessibility: [
          'A plain list (`ul` of `li`): screen readers announce «\u00a0list, N items\u00a0» and read each item’s text only.',
          'The marks (check, dashed circle or custom icon) are hidden from assistive technology, so `marker="planned"` is seen, not heard: say «\u00a0planned\u00a0» in the heading above the list or in the items’ text.',
          'The list has `list-style: none`; Safari with VoiceOver may then drop the list semantics unless the app adds `role="list"`.',
        ],
      }),
    },
  },
} satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

export const TwoColumns: Story = { args: { columns: 2 } };

/** Features announced but not available yet: grey dashed circles, so that none reads as included. */
export const Planned: Story = { tags: ['main'], args: { marker: 'planned' } };

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

/** The French names designers use for FeatureList: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Liste d’atouts · liste à puces · avantages · points forts',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
