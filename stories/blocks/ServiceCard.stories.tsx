import { ServiceCard } from '@company/blocks';
import { buttonVariants, cardVariants, headingLevels, iconTileTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { relationClient, services } from '../support/fixtures/blocks/ServiceCard';
import { maxWidth } from '../support/frame';
import { cardGridStyle } from '../support/layout';

const gridStyle = cardGridStyle('15rem');

/** The card’s props for one service of the catalogue, with its link and the first `maxFeatures` features. */
const serviceCardProps = (service: (typeof services)[number], maxFeatures: number) => ({
  icon: service.icon,
  name: service.name,
  description: service.description,
  features: service.features,
  maxFeatures,
  action: <a href={`/services/${service.slug}`}>En savoir plus</a>,
});

const meta = {
  title: 'Blocks/ServiceCard',
  component: ServiceCard,
  args: {
    icon: relationClient.icon,
    name: relationClient.name,
    description: relationClient.description,
    features: relationClient.features,
    action: <a href={`/services/${relationClient.slug}`}>En savoir plus</a>,
    level: 3,
  },
  argTypes: {
    icon: { control: false },
    action: { control: false },
    level: { control: 'select', options: headingLevels },
    maxFeatures: { control: { type: 'number', min: 0, max: 5 } },
    iconTone: { control: 'select', options: iconTileTones },
    actionVariant: { control: 'inline-radio', options: buttonVariants },
    variant: { control: 'inline-radio', options: cardVariants },
  },
  decorators: [maxWidth('24rem', { wide: '80rem' })],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'One service of the catalogue in a card: its icon, its name, a short description, what it includes and a link to its page. Use it alone to push one service, or in a grid to present the whole catalogue.',
        alternatives: [
          'A plan with a price to choose: use PricingCards.',
          'A client project that proves the service: use CaseStudyCard.',
          'A document of the documentation centre: use DocCard.',
        ],
        anatomy: [
          {
            part: 'Icon tile',
            description: 'pictures the service; decorative.',
            selector: '[data-variant] > div:first-child > [data-tone]',
          },
          {
            part: 'Name',
            description: 'the service, as a heading whose level follows the page.',
            selector: ':is(h1, h2, h3, h4, h5, h6)',
          },
          {
            part: 'Description',
            description: 'one or two sentences on what the client gets.',
            selector: '[data-variant] > div:nth-child(2) > p',
          },
          {
            part: 'Features (optional)',
            description: 'a checked list; `maxFeatures` keeps the first ones so cards of a grid stay even.',
            selector: '[data-variant] > div:nth-child(2) > p + *',
          },
          {
            part: 'Action (optional)',
            description: 'a link drawn as a button; the service name is added to its accessible name.',
            selector: '[data-variant] > div:nth-child(3) > *',
          },
        ],
        dos: [
          {
            caption: 'In a grid, the same number of features on every card, so the actions line up.',
            example: <ServiceCard level={4} {...serviceCardProps(services[3], 2)} />,
          },
          {
            caption: 'A description that speaks of the client’s benefit, not of the company.',
            example: <ServiceCard level={4} {...serviceCardProps(services[5], 0)} />,
          },
        ],
        donts: [
          {
            caption:
              'Every feature of the service page on the card: the card becomes the page; two to four are enough.',
            example: (
              <ServiceCard
                level={4}
                {...serviceCardProps(services[0], 5)}
                features={[
                  ...services[0].features,
                  'Scripts rédigés avec vos équipes',
                  'Tableau de bord en temps réel',
                ]}
              />
            ),
          },
          {
            caption:
              'A different action label on each card of a grid: «\u00a0En savoir plus\u00a0» everywhere lets visitors scan.',
            example: (
              <ServiceCard
                level={4}
                {...serviceCardProps(services[6], 2)}
                action={<a href="/services/pao-et-design-graphique">C’est parti, on fonce&nbsp;!</a>}
              />
            ),
          },
        ],
        content: [
          'Name: the service as in the menu, in sentence case: «\u00a0Marketing digital et SEO\u00a0».',
          'Description: one or two sentences, 25 words at most, that start with what the client gets.',
          'Features: noun phrases in sentence case, no final full stop.',
          'Action: «\u00a0En savoir plus\u00a0» on every card of a grid; the service name is added for screen readers.',
          'French typography: a no-break space before «\u00a0:\u00a0» and inside «\u00a024\u00a0h/24, 7\u00a0j/7\u00a0», the typographic apostrophe («\u00a0l’IA\u00a0»).',
        ],
      }),
    },
  },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** `maxFeatures` keeps the first features only. */
export const LimitedFeatures: Story = {
  args: { maxFeatures: 3 },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(relationClient.features.slice(0, 3));
  },
};

export const WithoutAction: Story = {
  args: { action: undefined, features: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The eight services of the catalogue, two features each, as a list of cards. */
export const ServicesGrid: Story = {
  parameters: { wide: true },
  args: { maxFeatures: 2 },
  render: (args) => (
    <ul style={gridStyle} aria-label="Nos services">
      {services.map((service) => (
        <li key={service.slug} style={{ display: 'grid' }}>
          <ServiceCard
            {...args}
            icon={service.icon}
            name={service.name}
            description={service.description}
            features={service.features}
            action={<a href={`/services/${service.slug}`}>En savoir plus</a>}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Nos services' }));
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      services.map((service) => service.name),
    );
    const links = cards.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      services.map((service) => `/services/${service.slug}`),
    );
    for (const [index, service] of services.entries()) {
      await expect(links[index]).toHaveAccessibleName(expect.stringContaining(service.name));
    }
  },
};

export const LongFrenchText: Story = {
  args: {
    name: 'Externalisation des processus métier (BPO)\u00A0: saisie, facturation, modération et back-office',
    description:
      'Nos équipes basées à Toamasina prennent en charge vos processus répétitifs selon vos procédures, avec des indicateurs de qualité partagés chaque semaine, une montée en charge en quelques jours et un responsable de compte dédié qui connaît votre activité.',
    features: [
      'Saisie et traitement de données, y compris les documents manuscrits et les formulaires numérisés',
      'Gestion administrative, relances clients et fournisseurs, suivi des litiges',
      'Traitement des commandes et de la facturation dans vos outils',
    ],
    action: <a href="/services/externalisation-des-processus-metier-bpo">Découvrir l’offre d’externalisation</a>,
  },
};

/** The French names designers use for ServiceCard: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Carte de service · prestation · offre de service',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
