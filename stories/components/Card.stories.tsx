import {
  Badge,
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardLink,
  CardTitle,
  IconTile,
  cardVariants,
} from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Code2, Database, Headset, Megaphone, Palette, Stethoscope } from 'lucide-react';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

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
} as const;

const meta = {
  title: 'Components/Card',
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardBody, CardFooter, CardLink },
  args: { variant: 'outlined' },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    asChild: { control: false },
  },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? '64rem' : '22rem' }}>{Story()}</div>,
  ],
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
      description: {
        component:
          'Use `Card` to present one item among several of the same kind (a service, an offer, an article) in a grid. Compose it from `CardHeader`, `CardTitle`, `CardBody` and `CardFooter`. When the whole card leads to one page, put a `CardLink` inside `CardTitle`: the link stretches over the card (the “block link” pattern), so the card is one target with one tab stop named by its title. Do not put other links or buttons in a linked card; use a plain card with actions in its footer instead.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Outlined: Story = { args: { variant: 'outlined' } };

export const Elevated: Story = { args: { variant: 'elevated' } };

export const Subtle: Story = { args: { variant: 'subtle' } };

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

/** Hover shows the link state on the whole card; focus draws the ring around the card. */
export const LinkCardFocused: Story = {
  render: LinkCard.render,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Télésecrétariat médical' })).toHaveFocus();
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

export const Mobile: Story = {
  ...ServiceGrid,
  globals: { viewport: { value: 'mobile' } },
};
