import { PricingCards, type PricingPlan } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { phrase, pricingPagePlans } from '../support/fixtures/PricingCards';
import { tallScreen } from '../support/viewport';

/** The three plans of the customer-relations service page. */
const customerRelationsPlans: PricingPlan[] = [
  {
    id: 'starter',
    name: 'Essentiel',
    price: '599\u00a0€',
    period: 'mois',
    features: ['Jusqu’à 500 appels par mois', 'Accueil téléphonique du lundi au vendredi', 'Compte rendu hebdomadaire'],
    cta: <a href="/contact?offre=relation-client-essentiel">Choisir ce plan</a>,
  },
  {
    id: 'professional',
    name: 'Professionnel',
    price: '1\u202f499\u00a0€',
    period: 'mois',
    features: [
      'Jusqu’à 2\u202f000 appels par mois',
      'Service client 24/7',
      'Appels entrants et sortants',
      'Tableau de bord en temps réel',
    ],
    cta: <a href="/contact?offre=relation-client-professionnel">Choisir ce plan</a>,
  },
  {
    id: 'enterprise',
    name: 'Entreprise',
    price: 'Sur devis',
    features: ['Volume d’appels sur mesure', 'Équipe dédiée', 'Intégration à votre CRM'],
    cta: <a href="/contact?offre=relation-client-entreprise">Choisir ce plan</a>,
  },
];

const meta = {
  title: 'Patterns/PricingCards',
  component: PricingCards,
  args: { plans: pricingPagePlans },
  argTypes: {
    plans: { control: 'object' },
    level: { control: 'inline-radio', options: [2, 3, 4] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      guidelines: guidelines({
        purpose:
          'Plans side by side for comparison, usually three, on the pricing page or at the bottom of a service page: each with its name, its price, what it includes and one call to action. One plan can be highlighted as the recommended one.',
        alternatives: [
          'Comparing many offers on several criteria (delays, hours, prices): use Table.',
          'Presenting a service without a price: use ServiceCard.',
          'What one offer includes, on its own: use FeatureList.',
        ],
        anatomy: [
          {
            part: 'Badge (optional)',
            description:
              '«\u00a0Le plus populaire\u00a0» on the highlighted plan, or the plan’s own `badge` («\u00a0Nouveau\u00a0»).',
            selector: '[data-highlighted] [data-tone]',
          },
          {
            part: 'Name',
            description: 'the plan’s heading, also the card’s name for screen readers.',
            selector: '[data-plan] :is(h2, h3, h4)',
          },
          {
            part: 'Price and period',
            description:
              'large; «\u00a0/mois\u00a0» on screen, read «\u00a0par mois\u00a0»; «\u00a0Sur devis\u00a0» when there is no fixed price.',
            selector: '[data-plan] > p',
          },
          {
            part: 'Description (optional)',
            description: 'one or two sentences on who the plan is for.',
            selector: '[data-plan] > div:first-child > p',
          },
          { part: 'Features', description: 'a checked list of what the plan includes.', selector: '[data-plan] > ul' },
          {
            part: 'Call to action',
            description:
              'one link drawn as a button at the bottom; primary on the highlighted plan, outline elsewhere.',
            selector: '[data-plan] a',
          },
        ],
        dos: [
          {
            caption:
              'A price written the French way with its period, short features and an action that says what happens.',
            example: <PricingCards plans={[{ ...pricingPagePlans[1]!, highlighted: false }]} />,
          },
          {
            caption:
              'When the price depends on the project, «\u00a0Sur devis\u00a0» and an action that leads to a person.',
            example: <PricingCards plans={[pricingPagePlans[2]!]} />,
          },
        ],
        donts: [
          {
            caption: 'Two highlighted plans: the badge no longer helps anyone choose.',
            example: (
              <PricingCards
                plans={customerRelationsPlans.slice(0, 2).map((plan) => ({ ...plan, highlighted: true }))}
              />
            ),
          },
          {
            caption:
              'An amount glued to its sign and a vague action: «\u00a01499€\u00a0» is hard to read and «\u00a0Cliquez ici\u00a0» says nothing.',
            example: (
              <PricingCards
                plans={[
                  {
                    id: 'vague',
                    name: 'Professionnel',
                    price: '1499€',
                    period: 'mois',
                    features: ['Pages illimitées', 'Support prioritaire'],
                    cta: <a href="/contact">Cliquez ici</a>,
                  },
                ]}
              />
            ),
          },
        ],
        content: [
          'Plan names: one word or two, in sentence case, that rank the plans: «\u00a0Essentiel\u00a0», «\u00a0Professionnel\u00a0», «\u00a0Entreprise\u00a0».',
          'Price: a narrow no-break space between thousands and a no-break space before «\u00a0€\u00a0» («\u00a01\u202f499\u00a0€\u00a0»); give the period alone («\u00a0mois\u00a0»): the card shows «\u00a0/mois\u00a0» and reads «\u00a0par mois\u00a0».',
          'Features: noun phrases in sentence case, no final full stop, five at most; start the higher plans with «\u00a0Tout ce qui est inclus dans l’offre Essentiel\u00a0».',
          'Call to action: a verb in the infinitive, «\u00a0Choisir ce plan\u00a0», «\u00a0Commencer maintenant\u00a0», «\u00a0Nous contacter\u00a0».',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves the focus from one plan’s call to action to the next, in the plans’ order; the cards themselves take no focus.',
          },
          { keys: 'Enter', action: 'On a call to action: follows its link.' },
        ],
        accessibility: [
          'A list of plans, each an `article` named by its plan’s heading (`level`, 3 by default), so screen readers announce how many plans there are and can jump from one to the next.',
          'The period is read as a phrase: «\u00a0/mois\u00a0» on screen, «\u00a0par mois\u00a0» for screen readers (`periodSeparator`); the badge is plain text, read inside its card, and the checks of the features are hidden.',
          'Each call to action is described by its plan’s name (`aria-describedby`), read after its text when it gets the focus; a screen reader’s list of links shows the names only, so identical texts («\u00a0Commencer maintenant\u00a0» on every plan) look alike there.',
          'The highlighted plan stands out by a thicker border and a shadow as well as its primary button, not by colour alone; in forced colours an outline draws its second pixel.',
        ],
      }),
    },
  },
  decorators: [(Story) => <div style={{ padding: '1.5rem' }}>{Story()}</div>],
} satisfies Meta<typeof PricingCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** The plans of a service page (customer relations), each with « Choisir ce plan ». */
export const ServicePlans: Story = {
  args: { plans: customerRelationsPlans },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByText('Le plus populaire')).toBeNull();
    const expected = [
      ['Essentiel', '599 € par mois', '/contact?offre=relation-client-essentiel'],
      ['Professionnel', '1 499 € par mois', '/contact?offre=relation-client-professionnel'],
      ['Entreprise', 'Sur devis', '/contact?offre=relation-client-entreprise'],
    ] as const;
    for (const [name, price, href] of expected) {
      const article = within(canvas.getByRole('article', { name }));
      await expect(article.getByText(phrase(price))).toHaveTextContent(price);
      const link = article.getByRole('link', { name: 'Choisir ce plan' });
      await expect(link).toHaveAttribute('href', href);
      // Heard out of context, each « Choisir ce plan » still says which plan it is for.
      await expect(link).toHaveAccessibleDescription(name);
    }
    await expect(
      within(canvas.getByRole('article', { name: 'Professionnel' })).getByText(/2 000 appels/),
    ).toBeVisible();
  },
};

/** Long names and feature lists wrap; the buttons stay aligned at the bottom of the cards. */
export const LongFeatures: Story = {
  // Tall enough for the capture to hold the longest card.
  ...tallScreen(1280, 1100),
  args: {
    level: 2,
    highlightLabel: 'Recommandé pour les équipes en croissance',
    plans: [
      {
        id: 'bpo-starter',
        name: 'Externalisation Essentiel',
        price: '299\u00a0€',
        period: 'mois',
        description: 'Jusqu’à 50\u00a0heures de traitement par mois pour vos tâches administratives récurrentes.',
        features: ['Saisie et contrôle de données', 'Gestion des e-mails entrants', 'Rapport mensuel d’activité'],
        badge: 'Nouveau',
        cta: <a href="/contact?offre=bpo-essentiel">Choisir ce plan</a>,
      },
      {
        id: 'bpo-pro',
        name: 'Externalisation Professionnel avec accompagnement personnalisé',
        price: '12\u202f599\u00a0€',
        period: 'trimestre',
        description:
          'Jusqu’à 150\u00a0heures de traitement par mois et 5\u00a0processus métiers externalisés, avec un responsable de compte qui suit vos indicateurs chaque semaine.',
        features: [
          'Tout ce qui est inclus dans l’offre Essentiel',
          'Jusqu’à 5 processus métiers externalisés (facturation, relances clients, gestion des fournisseurs, saisie comptable, ressources humaines)',
          'Responsable de compte dédié joignable du lundi au vendredi de 9\u00a0h à 18\u00a0h',
          'Tableau de bord partagé mis à jour en temps réel',
          'Audit trimestriel de vos processus et recommandations d’optimisation',
          'Confidentialité garantie par un accord de non-divulgation',
        ],
        highlighted: true,
        cta: <a href="/contact?offre=bpo-professionnel">Choisir ce plan</a>,
      },
      {
        id: 'bpo-enterprise',
        name: 'Entreprise',
        price: 'Sur devis',
        features: ['Volume sur mesure', 'Équipe dédiée'],
        cta: <a href="/contact">Nous contacter</a>,
      },
    ],
  },
  play: async ({ canvas }) => {
    const pro = canvas.getByRole('article', { name: /Externalisation Professionnel/ });
    await expect(within(pro).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(pro).toHaveTextContent('Recommandé pour les équipes en croissance');
    await expect(canvas.getByRole('article', { name: 'Externalisation Essentiel' })).toHaveTextContent('Nouveau');
    await expect(within(pro).getByText(phrase('12 599 € par trimestre'))).toBeVisible();
    const bottoms = canvas.getAllByRole('link').map((link) => Math.round(link.getBoundingClientRect().bottom));
    await expect(new Set(bottoms).size).toBe(1);
  },
};

/** The French names designers use for PricingCards: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Grille tarifaire · tarifs · offres · abonnements · prix',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
