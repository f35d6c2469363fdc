import { UnderConstruction, underConstructionHeadingLevels } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

const meta = {
  title: 'Blocks/UnderConstruction',
  component: UnderConstruction,
  args: {
    title: 'Espace administrateur',
    description:
      'Nous préparons un tableau de bord complet pour piloter vos utilisateurs, vos contenus et la sécurité de la plateforme.',
    features: [
      'Gestion des utilisateurs et des rôles',
      'Statistiques de fréquentation',
      'Modération des contenus',
      'Journal de sécurité',
    ],
    progress: 75,
    notifyEmail: 'contact@company.example',
  },
  argTypes: {
    level: { control: 'inline-radio', options: underConstructionHeadingLevels },
    progress: { control: { type: 'range', min: 0, max: 100, step: 5 } },
    linkComponent: { control: false },
    icon: { control: false },
    formatProgress: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'The whole content of a page that is planned but not built yet (espace client, communauté, webinaires), instead of a dead link or an empty page: what the page will offer, when (or «\u00a0Disponible prochainement\u00a0»), how far along the work is, a way back and a «\u00a0Me notifier\u00a0» e-mail link.',
        alternatives: [
          'A page announced in the menu but not open, shown over the current page: use RestrictedAccessDialog.',
          'A section of a live page that has no content yet (no documents, no results): use EmptyState.',
          'A service outage or maintenance: use StatusBanner.',
        ],
        anatomy: [
          {
            part: 'Illustration',
            description: 'a construction sign by default, or any `icon`; decorative.',
            selector: 'section[aria-labelledby] > div:first-child > span[aria-hidden="true"]',
          },
          {
            part: 'Title and description',
            description: 'the page’s name, then one or two sentences on what it will offer.',
            selector: 'section[aria-labelledby] > div:first-child',
          },
          {
            part: 'Availability',
            description:
              '«\u00a0Date prévue\u00a0: T3\u202f2027\u00a0» while a date is planned and still ahead, «\u00a0Disponible prochainement\u00a0» otherwise.',
            selector: 'section[aria-labelledby] > div:first-child > p:last-child',
          },
          {
            part: 'Progress',
            description: 'a ProgressBar labelled «\u00a0Avancement\u00a0» with its percentage.',
            selector: 'section[aria-labelledby] > div:nth-child(2)',
          },
          {
            part: 'Planned features (optional)',
            description: 'a heading and a checked list.',
            selector: 'section[aria-labelledby] > div:has(> ul)',
          },
          {
            part: 'Actions',
            description:
              '«\u00a0Retour à l’accueil\u00a0», and «\u00a0Me notifier\u00a0» when an e-mail address is given.',
            selector: 'section[aria-labelledby] > div:last-child',
          },
        ],
        dos: [
          {
            caption: 'A date the team can keep (a quarter rather than a day) and features written for the visitor.',
            example: (
              <UnderConstruction
                level={3}
                title="Espace client"
                description="Bientôt, retrouvez ici le suivi de vos projets et vos documents."
                expectedDate="T2 2027"
                features={['Suivi de vos projets', 'Factures et devis']}
                progress={40}
                notifyEmail="contact@company.example"
              />
            ),
          },
          {
            caption:
              'A «\u00a0Me notifier\u00a0» link, so the visitor who came for the page has a reason to come back.',
            example: (
              <UnderConstruction
                level={3}
                title="Webinaires"
                description="Des sessions en ligne d’une heure avec nos experts, chaque mois."
                progress={20}
                notifyEmail="contact@company.example"
              />
            ),
          },
        ],
        donts: [
          {
            caption:
              'A vague promise in English with no date: «\u00a0Coming soon\u00a0» tells a French visitor neither what nor when.',
            example: <UnderConstruction level={3} title="Coming soon" description="Stay tuned!" progress={5} />,
          },
          {
            caption:
              'A date already past shown as expected, and a progress that never moves: a bar stuck at 95\u00a0% for months reads as abandoned; update both or leave them out.',
            example: (
              <UnderConstruction
                level={3}
                title="Communauté"
                description="Un espace d’échange entre clients et experts."
                expectedDate="T1 2024"
                progress={95}
              />
            ),
          },
        ],
        content: [
          'Title: the name of the page as in the menu, in sentence case: «\u00a0Espace client\u00a0».',
          'Description: one or two sentences that start with what the visitor will be able to do.',
          'Expected date: a quarter or a month in words, «\u00a0T2\u202f2027\u00a0», «\u00a0juin 2027\u00a0», passed only while it lies ahead (the component does not read the clock); without one it says «\u00a0Disponible prochainement\u00a0».',
          'Features: noun phrases in sentence case, no final full stop, four or five at most.',
          'French typography: a no-break space before «\u00a0:\u00a0» («\u00a0Date prévue\u00a0:\u00a0») and «\u00a0%\u00a0» («\u00a075\u00a0%\u00a0»), the typographic apostrophe («\u00a0l’accueil\u00a0»).',
        ],
      }),
    },
  },
} satisfies Meta<typeof UnderConstruction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** A planned date still ahead: « Date prévue » takes the place of « Disponible prochainement ». */
export const ExpectedDate: Story = {
  args: { expectedDate: 'T3 2027' },
  play: async ({ canvas }) => {
    // Read textContent: toHaveTextContent would fold the no-break space into a plain one.
    await expect(canvas.getByText(/Date prévue/).textContent).toBe('Date prévue\u00a0: T3 2027');
    await expect(canvas.queryByText('Disponible prochainement')).toBeNull();
  },
};

export const ClientSpace: Story = {
  args: {
    title: 'Espace client',
    description: 'Bientôt, retrouvez ici le suivi de vos projets, vos documents et vos échanges avec notre équipe.',
    features: [
      'Suivi de vos projets',
      'Factures et devis',
      'Messagerie avec votre chef de projet',
      'Documents partagés',
    ],
    progress: 40,
    returnHref: '/fr/',
    notifySubject: 'Ouverture de l’espace client',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Avancement' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('link', { name: 'Me notifier' })).toHaveAttribute(
      'href',
      'mailto:contact@company.example?subject=Ouverture%20de%20l%E2%80%99espace%20client',
    );
    await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr/');
  },
};

export const CommunityPage: Story = {
  args: {
    title: 'Communauté',
    description:
      'Un espace d’échange entre clients, partenaires et experts de Company, pour partager bonnes pratiques et retours d’expérience.',
    features: ['Forum d’entraide', 'Webinaires mensuels', 'Rencontres à Toamasina', 'Bibliothèque de ressources'],
    progress: 20,
    icon: <Users />,
  },
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Avancement' });
    await expect(progress).toHaveAttribute('aria-valuenow', '20');
    await expect(progress).toHaveAttribute('aria-valuetext', '20\u202f%');
  },
};

/** Without an e-mail address there is no « Me notifier » link; without features, no list; without a date, « Disponible prochainement ». */
export const Minimal: Story = {
  args: { notifyEmail: undefined, features: [], progress: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Me notifier' })).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText(/Date prévue/)).toBeNull();
    await expect(canvas.getByText('Disponible prochainement')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Portail de gestion des contrats d’infogérance et de support',
    description:
      'Ce portail réunira l’ensemble de vos contrats, niveaux de service, tickets d’incident et rapports mensuels. Nous le construisons avec plusieurs clients pilotes pour qu’il réponde aux besoins réels des équipes informatiques, des directions financières et des responsables achats.',
    expectedDate: 'second semestre 2027',
    features: [
      'Tableau de bord des niveaux de service avec alertes en cas de dépassement',
      'Historique complet des tickets et des interventions sur site',
      'Rapports mensuels téléchargeables au format PDF et tableur',
      'Gestion des habilitations par entité, site et service',
      'Signature électronique des avenants et des bons de commande',
    ],
    progress: 55,
  },
};

/** The French names designers use for UnderConstruction: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Page en construction · bientôt disponible · à venir',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
