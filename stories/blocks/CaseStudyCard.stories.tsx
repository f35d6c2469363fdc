import { CaseStudyCard } from '@company/blocks';
import { cardVariants, headingLevels } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { cases, ecommerce } from '../support/fixtures/blocks/CaseStudyCard';
import { maxWidth } from '../support/frame';
import { cardGridStyle } from '../support/layout';

const gridStyle = cardGridStyle('18rem');

const meta = {
  title: 'Blocks/CaseStudyCard',
  component: CaseStudyCard,
  args: {
    title: ecommerce.title,
    client: ecommerce.client,
    duration: ecommerce.duration,
    challenge: ecommerce.challenge,
    solution: ecommerce.solution,
    results: ecommerce.results,
    level: 3,
  },
  argTypes: {
    level: { control: 'select', options: headingLevels },
    variant: { control: 'inline-radio', options: cardVariants },
  },
  decorators: [maxWidth('26rem', { wide: '80rem' })],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A client project told in three parts (the challenge, the solution, the measured results) under the sub-headings «\u00a0Défi\u00a0», «\u00a0Solution\u00a0» and «\u00a0Résultats\u00a0», with the client and the duration. Use it on the «\u00a0Réalisations\u00a0» page and under a service to prove it with a real case.',
        alternatives: [
          'Presenting the service itself: use ServiceCard.',
          'A short quote from a client without the story: use a Card with the quote and an Avatar.',
          'Key figures on their own: use StatGrid and Stat.',
        ],
        anatomy: [
          {
            part: 'Title',
            description: 'the project in a phrase, as a heading whose level follows the page.',
            selector: ':is(h1, h2, h3, h4, h5, h6)',
          },
          {
            part: 'Client and duration',
            description: 'the kind of client and where, then the duration in a badge.',
            selector: ':is(h1, h2, h3, h4, h5, h6) + p',
          },
          {
            part: 'Défi',
            description: 'the problem before the project, one or two sentences.',
            selector: '[data-variant] > div:nth-child(2) > div:nth-child(1)',
          },
          {
            part: 'Solution',
            description: 'what the team did, one or two sentences.',
            selector: '[data-variant] > div:nth-child(2) > div:nth-child(2)',
          },
          {
            part: 'Résultats',
            description: 'a checked list of measured outcomes.',
            selector: '[data-variant] > div:nth-child(2) > div:nth-child(3)',
          },
        ],
        dos: [
          {
            caption: 'Results with figures the client measured, one per line.',
            example: <CaseStudyCard level={4} {...cases[1]} />,
          },
          {
            caption: 'A client described by its trade and its city when it cannot be named.',
            example: <CaseStudyCard level={4} {...cases[2]} results={cases[2].results.slice(0, 1)} />,
          },
        ],
        donts: [
          {
            caption: 'Results without a figure: «\u00a0plus de satisfaction\u00a0» proves nothing.',
            example: (
              <CaseStudyCard
                level={4}
                {...cases[0]}
                results={['Des clients plus satisfaits', 'Une meilleure organisation']}
              />
            ),
          },
          {
            caption: 'A challenge and a solution written as a sales pitch: say what was wrong and what was done.',
            example: (
              <CaseStudyCard
                level={4}
                {...cases[0]}
                challenge="Un client exigeant qui voulait le meilleur."
                solution="Notre savoir-faire unique et notre passion du service."
              />
            ),
          },
        ],
        content: [
          'Title: the project in a noun phrase in sentence case: «\u00a0Service client d’une boutique de mode en ligne\u00a0».',
          'Client: the trade and the city («\u00a0Clinique privée, Antananarivo\u00a0») unless the client agreed to be named.',
          'Défi and Solution: one or two factual sentences each, past tense for the problem, present for what the team does.',
          'Results: a figure first when there is one («\u00a045\u00a0secondes\u00a0», «\u00a098,6\u00a0%\u00a0»), three lines at most.',
          'French typography: decimal comma, a narrow no-break space between thousands («\u00a0120\u202f000\u00a0»), a no-break space before «\u00a0%\u00a0» and units.',
        ],
      }),
    },
  },
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Three projects side by side. */
export const CaseStudies: Story = {
  parameters: { wide: true },
  render: (args) => (
    <ul style={gridStyle} aria-label="Nos réalisations">
      {cases.map((study) => (
        <li key={study.id} style={{ display: 'grid' }}>
          <CaseStudyCard
            {...args}
            title={study.title}
            client={study.client}
            duration={study.duration}
            challenge={study.challenge}
            solution={study.solution}
            results={study.results}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Nos réalisations' }));
    await expect(list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      cases.map((study) => study.title),
    );
    await expect(list.getAllByRole('heading', { level: 4, name: 'Résultats' })).toHaveLength(cases.length);
  },
};

export const WithoutDuration: Story = {
  args: { duration: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Durée/)).toBeNull();
  },
};

export const LongFrenchText: Story = {
  args: {
    title: 'Externalisation de la facturation et du recouvrement d’un réseau de concessions automobiles',
    client: 'Groupe de distribution automobile implanté en Île-de-France et en Normandie',
    duration: '18\u00A0mois',
    challenge:
      'Des factures saisies à la main dans trois logiciels différents, des relances envoyées sans suivi et un délai moyen de paiement de soixante-deux jours qui pesait sur la trésorerie du groupe.',
    solution:
      'Une cellule de six gestionnaires à Toamasina reprend la saisie, harmonise les procédures entre les concessions et mène les relances selon un calendrier validé avec la direction financière.',
    results: [
      'Délai moyen de paiement ramené de 62 à 38\u00A0jours',
      'Aucune facture en retard de saisie depuis le troisième mois',
      'Un tableau de bord hebdomadaire partagé avec chaque concession',
    ],
  },
};

/** The French names designers use for CaseStudyCard: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Étude de cas · référence client · réalisation',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
