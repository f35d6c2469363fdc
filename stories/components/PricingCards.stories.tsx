import { PricingCards, type PricingPlan } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

/** Prices the French way: narrow no-break space between thousands, no-break space before the euro sign. */
const pricingPagePlans: PricingPlan[] = [
  {
    id: 'basic',
    name: 'Essentiel',
    price: '299\u00a0€',
    period: 'mois',
    description: 'Pour lancer votre présence en ligne avec un site simple et soigné.',
    features: [
      'Site vitrine jusqu’à 5 pages',
      'Hébergement inclus pendant 1 an',
      '2 révisions incluses',
      'Support par e-mail sous 24\u00a0h',
    ],
    cta: <a href="/contact">Commencer maintenant</a>,
  },
  {
    id: 'pro',
    name: 'Professionnel',
    price: '1\u202f499\u00a0€',
    period: 'mois',
    description: 'Pour les entreprises qui veulent accélérer leur croissance.',
    features: [
      'Pages illimitées',
      'Hébergement et maintenance inclus',
      'Référencement naturel (SEO)',
      'Tableau de bord de suivi mensuel',
      'Support prioritaire',
    ],
    highlighted: true,
    cta: <a href="/contact">Commencer maintenant</a>,
  },
  {
    id: 'enterprise',
    name: 'Entreprise',
    price: 'Sur devis',
    description: 'Pour les projets sur mesure et les besoins à grande échelle.',
    features: [
      'Solution entièrement personnalisée',
      'Interlocuteur dédié',
      'Engagement de niveau de service (SLA)',
      'Support 24/7',
    ],
    cta: <a href="/contact">Nous contacter</a>,
  },
];

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

/**
 * Finds the paragraph whose whole text, spaces normalised, is `text`: the price is one phrase split
 * across styled spans, which the default text matcher does not join.
 */
const phrase = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent?.replace(/\s+/g, ' ') === text;

const meta = {
  title: 'Site patterns/PricingCards',
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
          },
          { part: 'Name', description: 'the plan’s heading, also the card’s name for screen readers.' },
          {
            part: 'Price and period',
            description:
              'large; «\u00a0/mois\u00a0» on screen, read «\u00a0par mois\u00a0»; «\u00a0Sur devis\u00a0» when there is no fixed price.',
          },
          { part: 'Description (optional)', description: 'one or two sentences on who the plan is for.' },
          { part: 'Features', description: 'a checked list of what the plan includes.' },
          {
            part: 'Call to action',
            description:
              'one link drawn as a button at the bottom; primary on the highlighted plan, outline elsewhere.',
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
      }),
    },
  },
  decorators: [(Story) => <div style={{ padding: '1.5rem' }}>{Story()}</div>],
} satisfies Meta<typeof PricingCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The plans of the pricing page: Professionnel is highlighted; the CTAs go to the contact page. */
export const PricingPage: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(3);
    // The plans form one list, so screen readers announce how many there are.
    const group = articles[0]?.closest('ul');
    await expect(group?.children).toHaveLength(3);
    for (const article of articles) await expect(article.parentElement?.parentElement).toBe(group);

    const basic = canvas.getByRole('article', { name: 'Essentiel' });
    const pro = canvas.getByRole('article', { name: 'Professionnel' });
    const enterprise = canvas.getByRole('article', { name: 'Entreprise' });
    for (const [article, name] of [
      [basic, 'Essentiel'],
      [pro, 'Professionnel'],
      [enterprise, 'Entreprise'],
    ] as const) {
      await expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(name);
    }

    await expect(pro).toHaveTextContent('Le plus populaire');
    await expect(basic).not.toHaveTextContent('Le plus populaire');
    await expect(enterprise).not.toHaveTextContent('Le plus populaire');
    // The emphasis is more than colour: the highlighted card is drawn with a shadow.
    await expect(getComputedStyle(pro).boxShadow).not.toBe(getComputedStyle(basic).boxShadow);

    const proPrice = within(pro).getByText(phrase('1 499 € par mois'));
    await expect(proPrice).toHaveTextContent('1 499 € par mois');
    await expect(proPrice.textContent).toBe('1\u202f499\u00a0€ par mois');
    await expect(within(basic).getByText(phrase('299 € par mois')).textContent).toBe('299\u00a0€ par mois');
    await expect(within(enterprise).getByText('Sur devis')).toBeVisible();

    const basicCta = within(basic).getByRole('link', { name: 'Commencer maintenant' });
    const proCta = within(pro).getByRole('link', { name: 'Commencer maintenant' });
    const enterpriseCta = within(enterprise).getByRole('link', { name: 'Nous contacter' });
    for (const link of [basicCta, proCta, enterpriseCta]) await expect(link).toHaveAttribute('href', '/contact');
    await expect(proCta).toHaveAttribute('data-variant', 'primary');
    await expect(basicCta).toHaveAttribute('data-variant', 'outline');
    await expect(proCta).toHaveAccessibleDescription('Professionnel');
  },
};

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

/** On a phone the cards stack in one column. */
export const Mobile: Story = {
  tags: ['!autodocs'],
  // A 375px phone, tall enough for the capture to hold the three cards.
  parameters: {
    viewport: {
      options: { mobileFull: { name: 'Mobile (375), full page', styles: { width: '375px', height: '1750px' } } },
    },
  },
  globals: { viewport: { value: 'mobileFull' } },
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('article').map((article) => article.getBoundingClientRect());
    await expect(second?.left).toBe(first?.left);
    await expect(third?.left).toBe(first?.left);
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
  },
};

/** Long names and feature lists wrap; the buttons stay aligned at the bottom of the cards. */
export const LongFeatures: Story = {
  // Tall enough for the capture to hold the longest card.
  parameters: {
    viewport: {
      options: { desktopFull: { name: 'Desktop (1280), full page', styles: { width: '1280px', height: '1100px' } } },
    },
  },
  globals: { viewport: { value: 'desktopFull' } },
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
