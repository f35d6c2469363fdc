import { UnderConstruction, underConstructionHeadingLevels, type LinkComponentProps } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Users } from 'lucide-react';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Components/UnderConstruction',
  component: UnderConstruction,
  args: {
    title: 'Espace administrateur',
    description:
      'Nous préparons un tableau de bord complet pour piloter vos utilisateurs, vos contenus et la sécurité de la plateforme.',
    expectedDate: 'T1 2025',
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
      description: {
        component:
          'Use as the whole content of a route that is planned but not built yet (admin or client space, community, webinars), instead of a dead link or an empty page: it says what the page will offer, when, how far along the work is, and gives a way back and a « Me notifier » e-mail link with a prefilled subject. The return link renders through `linkComponent` so a router link can be used. For a page that is only announced in a modal, use `RestrictedAccessDialog`.',
      },
    },
  },
} satisfies Meta<typeof UnderConstruction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AdminSpace: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Espace administrateur' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Espace administrateur' })).toBeVisible();
    // Read textContent: toHaveTextContent would fold the no-break space into a plain one.
    await expect(canvas.getByText(/Date prévue/).textContent).toBe('Date prévue\u00a0: T1 2025');

    const progress = canvas.getByRole('progressbar', { name: 'Avancement' });
    await expect(progress).toHaveAttribute('aria-valuenow', '75');
    await expect(progress).toHaveAttribute('aria-valuemin', '0');
    await expect(progress).toHaveAttribute('aria-valuemax', '100');
    await expect(progress).toHaveAttribute('aria-valuetext', '75\u202f%');

    const notify = canvas.getByRole('link', { name: 'Me notifier' });
    await expect(notify).toHaveAttribute(
      'href',
      `mailto:contact@company.example?subject=${encodeURIComponent('Me notifier\u00a0: Espace administrateur')}`,
    );
    await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  },
};

export const ClientSpace: Story = {
  args: {
    title: 'Espace client',
    description: 'Bientôt, retrouvez ici le suivi de vos projets, vos documents et vos échanges avec notre équipe.',
    expectedDate: 'T2 2025',
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
    expectedDate: 'T3 2025',
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

/** The return link goes through the caller's link component, here a stand-in for a router link. */
export const WithRouterLink: Story = {
  args: {
    returnHref: '/fr/',
    linkComponent: function RouterLink({ href, children, ...props }: LinkComponentProps) {
      return (
        <a href={href} data-router-link="" {...props}>
          {children}
        </a>
      );
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Retour à l’accueil' });
    await expect(link).toHaveAttribute('href', '/fr/');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** Without an e-mail address there is no « Me notifier » link; without features, no list. */
export const Minimal: Story = {
  args: { notifyEmail: undefined, features: [], expectedDate: undefined, progress: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Me notifier' })).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText(/Date prévue/)).toBeNull();
  },
};

/** Inside a page that already has its `h1`, the title drops to `h2` and the feature heading to `h3`. */
export const NestedHeading: Story = {
  args: { level: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Espace administrateur' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Fonctionnalités prévues' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Portail de gestion des contrats d’infogérance et de support',
    description:
      'Ce portail réunira l’ensemble de vos contrats, niveaux de service, tickets d’incident et rapports mensuels. Nous le construisons avec plusieurs clients pilotes pour qu’il réponde aux besoins réels des équipes informatiques, des directions financières et des responsables achats.',
    expectedDate: 'second semestre 2025',
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

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Espace administrateur' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
