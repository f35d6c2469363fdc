import {
  Badge,
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardLink,
  CardSection,
  CardTitle,
  FeatureList,
  FeatureListItem,
  IconTile,
  Text,
  cardSizes,
  cardVariants,
} from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Code2, Database, Headset, Megaphone, Palette, Stethoscope } from 'lucide-react';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { maxWidth, phoneWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const services = [
  {
    id: 'relation-client',
    icon: <Headset />,
    title: 'Centre de relation client 24/7',
    text: 'Appels entrants et sortants, e-mails, chat et réseaux sociaux, en français, jour et nuit.',
    meta: 'Dès 1 499 € HT par mois',
  },
  {
    id: 'developpement',
    icon: <Code2 />,
    title: 'Développement web et mobile',
    text: 'Sites, applications et intégrations sur mesure, livrés par sprints de deux semaines.',
    meta: 'Sur devis',
  },
  {
    id: 'annotation',
    icon: <Database />,
    title: 'Annotation de données pour l’IA',
    text: 'Images, textes et audio annotés par des équipes formées, avec double contrôle qualité.',
    meta: 'Dès 0,08 € par élément',
  },
] as const;

const variantTitles = {
  outlined: 'Carte bordée',
  elevated: 'Carte en relief',
  subtle: 'Carte discrète',
  brand: 'Carte de marque',
} as const;

const meta = {
  title: 'Layout/Card',
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardBody, CardFooter, CardLink },
  args: { variant: 'outlined' },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    size: { control: 'inline-radio', options: cardSizes },
    asChild: { control: false },
  },
  decorators: [maxWidth('22rem', { wide: '64rem' })],
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <IconTile icon={<Headset />} />
        <CardTitle>Centre de relation client 24/7</CardTitle>
      </CardHeader>
      <CardBody>
        <p>Appels entrants et sortants, e-mails, chat et réseaux sociaux, en français, jour et nuit.</p>
      </CardBody>
      <CardFooter>Dès 1&#x202F;499&nbsp;€ HT par mois</CardFooter>
    </Card>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A card presents one item among several of the same kind (a service, an offer, an article) as a box with a title, a short text and a footer. When the whole card leads to one page, its title is a link that covers the card: one target, one tab stop, a hover on the whole card.',
        alternatives: [
          'Several cards side by side: place them in a CardGrid.',
          'A ready-made card for a service, a team member or a case study: use ServiceCard, TeamMemberCard or CaseStudyCard.',
          'A message about the page: use Alert; a band of the page with its own background: use Section.',
        ],
        anatomy: [
          {
            part: 'Container',
            description:
              'outlined, elevated or subtle; with a link, the whole card reacts to hover and shows the focus ring.',
            selector: '[data-variant][data-size]',
          },
          {
            part: 'Header',
            description: 'an optional IconTile or Badge, then the title.',
            selector: '[data-variant] > div:first-child',
          },
          {
            part: 'Title',
            description: 'a heading; a link to the item’s page when the card is linked.',
            selector: 'h3',
          },
          { part: 'Body', description: 'one or two sentences.', selector: '[data-variant] > div:nth-child(2)' },
          {
            part: 'Footer (optional)',
            description: 'a price, a date or actions, aligned at the bottom of the card.',
            selector: '[data-variant] > div:last-child',
          },
        ],
        dos: [
          {
            caption: 'A linked card: the whole card leads to one page, named by its title.',
            example: (
              <Card>
                <CardHeader>
                  <IconTile icon={<Stethoscope />} />
                  <CardTitle level={4}>
                    <CardLink href="#telesecretariat-exemple">Télésecrétariat médical</CardLink>
                  </CardTitle>
                </CardHeader>
                <CardBody>
                  <p>Prise de rendez-vous et accueil téléphonique pour les cabinets.</p>
                </CardBody>
                <CardFooter>Dès 1&#x202F;499&nbsp;€ HT par mois</CardFooter>
              </Card>
            ),
          },
          {
            caption: 'Two actions? A plain card, with its buttons in the footer.',
            example: (
              <Card>
                <CardTitle level={4}>Marketing digital et SEO</CardTitle>
                <CardBody>
                  <p>Audit SEO, rédaction web et campagnes.</p>
                </CardBody>
                <CardFooter>
                  <Button size="sm">Demander un audit</Button>
                  <Button size="sm" variant="ghost">
                    En savoir plus
                  </Button>
                </CardFooter>
              </Card>
            ),
          },
        ],
        donts: [
          {
            caption:
              'A « Lire la suite » link under the text: a vague link, out of context for screen readers; link the title.',
            example: (
              <Card>
                <CardTitle level={4}>Annotation de données pour l’IA</CardTitle>
                <CardBody>
                  <p>Images, textes et audio annotés par des équipes formées.</p>
                </CardBody>
                <CardFooter>
                  <a href="#annotation-exemple">Lire la suite</a>
                </CardFooter>
              </Card>
            ),
          },
          {
            caption:
              'A card full of text: it no longer reads at a glance; keep one or two sentences and link to the page.',
            example: (
              <Card variant="subtle">
                <CardTitle level={4}>Externalisation BPO</CardTitle>
                <CardBody>
                  <p>
                    Saisie, traitement de documents, modération de contenus, back-office comptable, gestion des
                    commandes, relances clients, mise à jour des catalogues et contrôle qualité, selon vos procédures,
                    avec un reporting hebdomadaire et un responsable de compte dédié.
                  </p>
                </CardBody>
              </Card>
            ),
          },
        ],
        content: [
          'Title: the item’s name in sentence case, no final full stop (« Télésecrétariat médical »); it is also the link’s name.',
          'Body: one or two sentences that say what the visitor gets.',
          'Footer: a price, a date or a status, in short; amounts with non-breaking spaces (« Dès 1 499 € HT par mois »).',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? » and inside « »; the typographic apostrophe ’.',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves to the card’s `CardLink`, its one tab stop, or to the buttons and links of its footer; a card with neither takes no focus.',
          },
          { keys: 'Enter', action: 'On the card’s link: opens its page.' },
        ],
        accessibility: [
          'A card is a plain `div` with no role; with `asChild` it can be an `article` or an `li` in a list. Its title is a heading, level 3 unless `level` sets it to fit the page outline.',
          'A `CardLink` inside the title stretches over the whole card, yet its accessible name is the title alone («\u00a0Télésecrétariat médical\u00a0»), not the whole card’s text: make the title name the destination.',
          'On a linked card the focus ring is drawn around the whole card; other buttons and links inside it stay above the stretched link and remain their own targets.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

const stateLabels = { rest: 'Au repos', hover: 'Survol', focus: 'Focus' } as const;

/** A linked card of each variant at rest, on hover and with keyboard focus. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    wide: true,
    pseudo: forcedStates,
  },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '1.5rem' }}>
      {cardVariants.flatMap((variant) =>
        (['rest', 'hover', 'focus'] as const).map((state) => (
          <Card key={`${variant}-${state}`} variant={variant} data-state-demo={state === 'hover' ? 'hover' : undefined}>
            <CardTitle>
              <CardLink href={`#${variant}-${state}`} data-state-demo={state === 'focus' ? 'focus' : undefined}>
                {stateLabels[state]}
              </CardLink>
            </CardTitle>
            <CardBody>
              <p>{variantTitles[variant]}</p>
            </CardBody>
          </Card>
        )),
      )}
    </div>
  ),
};

export const Elevated: Story = { args: { variant: 'elevated' } };

export const Subtle: Story = { args: { variant: 'subtle' } };

/** `size="lg"`: a panel around a form or a section’s content, with more room between its blocks and, from `md`, around them. */
export const Large: Story = {
  parameters: { wide: true },
  args: { size: 'lg', variant: 'elevated' },
  render: (args) => (
    <Card {...args}>
      <CardTitle level={2}>Envoyez-nous un message</CardTitle>
      <Text tone="muted">Les champs marqués d’un astérisque (*) sont obligatoires.</Text>
      <Button>Envoyer le message</Button>
    </Card>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: 'Envoyez-nous un message' }).parentElement!;
    await expect(getComputedStyle(card).rowGap).toBe('24px');
    await expect(getComputedStyle(card).paddingTop).toBe('32px');
  },
};

/** `CardSection`: labelled parts of a card’s body, each under a small uppercase heading. */
export const WithSections: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <IconTile icon={<Code2 />} size="lg" />
        <CardTitle>Applications mobiles</CardTitle>
      </CardHeader>
      <CardBody>
        <p>Applications iOS et Android, utilisables même avec une connexion limitée.</p>
        <CardSection title="Ce que nous faisons">
          <FeatureList>
            <FeatureListItem>Développement multiplateforme</FeatureListItem>
            <FeatureListItem>Mode hors connexion</FeatureListItem>
          </FeatureList>
        </CardSection>
      </CardBody>
    </Card>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 4, name: 'Ce que nous faisons' });
    await expect(heading.nextElementSibling?.tagName).toBe('UL');
  },
};

const followLink = fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());

/**
 * The whole card is one link: the title’s link is the only focusable element, and its stretched
 * pseudo-element makes a click anywhere on the card follow it.
 */
export const LinkCard: Story = {
  render: (args) => (
    <Card {...args} data-testid="card">
      <CardHeader>
        <IconTile icon={<Stethoscope />} />
        <CardTitle>
          <CardLink href="#telesecretariat" onClick={followLink}>
            Télésecrétariat médical
          </CardLink>
        </CardTitle>
      </CardHeader>
      <CardBody>
        <p data-testid="card-body">
          Prise de rendez-vous, gestion d’agenda et accueil téléphonique pour les cabinets et cliniques.
        </p>
      </CardBody>
      <CardFooter>
        <Badge tone="success" size="sm">
          Disponible
        </Badge>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    followLink.mockClear();
    const card = canvas.getByTestId('card');
    const link = canvas.getByRole('link');

    // One focusable element, named by the title alone.
    const focusable = card.querySelectorAll('a[href], button, input, select, textarea, [tabindex]');
    await expect(focusable).toHaveLength(1);
    await expect(link).toHaveAccessibleName('Télésecrétariat médical');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link);

    await userEvent.tab();
    await expect(link).toHaveFocus();

    // The link's stretched pseudo-element is what sits under the pointer anywhere on the card.
    const doc = canvasElement.ownerDocument;
    const bodyBox = canvas.getByTestId('card-body').getBoundingClientRect();
    const cardBox = card.getBoundingClientRect();
    const points = [
      [bodyBox.left + bodyBox.width / 2, bodyBox.top + bodyBox.height / 2],
      [cardBox.left + 4, cardBox.top + 4],
      [cardBox.right - 4, cardBox.bottom - 4],
    ] as const;
    for (const [x, y] of points) {
      await expect(doc.elementFromPoint(x, y)).toBe(link);
    }

    // A click in the middle of the body text follows the link.
    const [x, y] = points[0];
    const target = doc.elementFromPoint(x, y);
    if (target) await userEvent.click(target);
    await expect(followLink).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Enter}');
    await expect(followLink).toHaveBeenCalledTimes(2);
  },
};

/** A plain card with its own actions: no block link, each action is a separate target. */
export const WithActions: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <Badge tone="brand" size="sm">
          Nouveau
        </Badge>
        <CardTitle>Marketing digital et SEO</CardTitle>
      </CardHeader>
      <CardBody>
        <p>Audit SEO, rédaction web, campagnes Google Ads et gestion des réseaux sociaux.</p>
      </CardBody>
      <CardFooter>
        <Button size="sm">Demander un audit</Button>
        <Button size="sm" variant="ghost">
          En savoir plus
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Cards in a list keep their footers aligned, whatever the length of their text. */
export const ServiceGrid: Story = {
  parameters: { wide: true },
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
        gap: '1.5rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {services.map((service) => (
        <Card key={service.id} {...args} asChild>
          <li>
            <CardHeader>
              <IconTile icon={service.icon} />
              <CardTitle>
                <CardLink href={`#${service.id}`}>{service.title}</CardLink>
              </CardTitle>
            </CardHeader>
            <CardBody>
              <p>{service.text}</p>
            </CardBody>
            <CardFooter>{service.meta}</CardFooter>
          </li>
        </Card>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(
      services.map((service) => service.title),
    );
  },
};

/** Every variant, with and without a link. */
export const Variants: Story = {
  tags: ['main'],
  parameters: { wide: true },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '1.5rem' }}>
      {cardVariants.map((variant) => (
        <Card key={variant} variant={variant}>
          <CardHeader>
            <IconTile icon={variant === 'subtle' ? <Palette /> : <Megaphone />} tone="neutral" />
            <CardTitle>
              <CardLink href={`#${variant}`}>{variantTitles[variant]}</CardLink>
            </CardTitle>
          </CardHeader>
          <CardBody>
            <p>PAO et design graphique&nbsp;: chartes, brochures, visuels pour les réseaux sociaux.</p>
          </CardBody>
        </Card>
      ))}
    </div>
  ),
};

export const LongFrenchText: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>
          <CardLink href="#bpo">
            Externalisation BPO&nbsp;: saisie, traitement de documents, modération de contenus et back-office
          </CardLink>
        </CardTitle>
      </CardHeader>
      <CardBody>
        <p>
          Nos équipes prennent en charge vos processus répétitifs selon vos procédures, avec des indicateurs de qualité
          partagés chaque semaine, une montée en charge en quelques jours et un responsable de compte dédié qui connaît
          votre activité.
        </p>
      </CardBody>
      <CardFooter>Mise en place en 10&nbsp;jours ouvrés</CardFooter>
    </Card>
  ),
};

/** On a phone the cards stack in one column. */
export const Mobile: Story = {
  ...ServiceGrid,
  globals: onPhone,
  decorators: [phoneWidth],
};

/** The French names designers use for Card: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Carte · encart · vignette · bloc',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
