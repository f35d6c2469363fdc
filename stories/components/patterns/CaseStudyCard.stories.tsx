import { CaseStudyCard, cardVariants, headingLevels } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';

const cases = [
  {
    id: 'e-commerce',
    title: 'Service client d’une boutique de mode en ligne',
    client: 'Enseigne de prêt-à-porter en ligne, Lyon',
    duration: '6\u00A0mois',
    challenge:
      'Des pics d’appels à chaque soldes, des clients qui attendaient plus de dix minutes et des e-mails traités en trois jours.',
    solution:
      'Une équipe de douze conseillers francophones à Toamasina, formée aux produits en deux semaines, sur le téléphone, l’e-mail et le chat.',
    results: [
      'Temps d’attente moyen ramené à 45\u00A0secondes',
      'E-mails traités en moins de 4\u00A0h',
      'Satisfaction client passée à 4,7/5',
    ],
  },
  {
    id: 'annotation',
    title: 'Annotation d’images pour un assistant de tri',
    client: 'Jeune entreprise de la tech verte, Montréal',
    duration: '3\u00A0mois',
    challenge: 'Entraîner un modèle de reconnaissance des déchets sans équipe interne pour préparer les données.',
    solution: 'Vingt annotateurs formés aux consignes du client, avec un double contrôle de chaque lot livré.',
    results: ['120\u202F000 images annotées', '98,6\u00A0% de précision au contrôle qualité', 'Livraison hebdomadaire'],
  },
  {
    id: 'site-web',
    title: 'Refonte du site d’une clinique',
    client: 'Clinique privée, Antananarivo',
    duration: '10\u00A0semaines',
    challenge: 'Un site lent, difficile à lire sur mobile et sans prise de rendez-vous en ligne.',
    solution: 'Un nouveau site accessible, relié au télésecrétariat médical pour confirmer chaque rendez-vous.',
    results: ['Pages chargées en moins d’une seconde', '35\u00A0% de rendez-vous pris en ligne'],
  },
] as const;

const [ecommerce] = cases;

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: '1.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
};

const meta = {
  title: 'Patterns/CaseStudyCard',
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
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? '80rem' : '26rem' }}>{Story()}</div>,
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Use `CaseStudyCard` to tell a client project in three parts: the challenge, the solution and the measured results, under the sub-headings « Défi », « Solution » and « Résultats ». The sub-headings are one level below the card title (set `level` to fit the page outline), so the page keeps a correct heading structure. The duration shows in a badge.',
      },
    },
  },
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The title is a level 3 heading; « Défi », « Solution » and « Résultats » are level 4 headings inside it. */
export const Semantics: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: ecommerce.title })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Défi',
      'Solution',
      'Résultats',
    ]);
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(ecommerce.results);
    // The duration badge says what its figure is to screen reader users.
    await expect(canvas.getByText('6 mois')).toHaveTextContent(/^Durée\s*:\s*6\s*mois$/);
  },
};

/** Under a level 2 title the sub-headings become level 3. */
export const HeadingLevel2: Story = {
  args: { level: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: ecommerce.title })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.queryAllByRole('heading', { level: 4 })).toHaveLength(0);
  },
};

/** The sub-headings never go past level 6. */
export const HeadingLevel6: Story = {
  args: { level: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 6 })).toHaveLength(4);
  },
};

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

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
