import {
  CardLink,
  IconCard,
  cardVariants,
  headingLevels,
  iconTileSizes,
  iconTileTones,
  type IconCardProps,
} from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Award, BookOpen, Database, Lightbulb, ShieldCheck, Users } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { maxWidth } from '../support/frame';
import { cardGridStyle } from '../support/layout';

const values = [
  {
    icon: <Award />,
    title: 'Excellence',
    description: 'Un travail soigné, vérifié deux fois avant de vous être livré.',
  },
  {
    icon: <Users />,
    title: 'Proximité',
    description: 'Une équipe qui vous connaît et vous répond sous 24\u00a0h ouvrées.',
  },
  {
    icon: <Lightbulb />,
    title: 'Innovation',
    description: 'Des outils récents, choisis pour ce qu’ils vous font gagner.',
  },
] satisfies IconCardProps[];

const gridStyle = cardGridStyle('15rem');

const meta = {
  title: 'Layout/IconCard',
  component: IconCard,
  args: {
    icon: <ShieldCheck />,
    title: 'Chiffrement des données',
    description: 'Vos fichiers sont chiffrés au repos et pendant leur transfert, sur des serveurs hébergés en France.',
    iconTone: 'brand',
    iconSize: 'md',
    level: 3,
    variant: 'outlined',
  },
  argTypes: {
    icon: { control: false },
    iconTone: { control: 'select', options: iconTileTones },
    iconSize: { control: 'inline-radio', options: iconTileSizes },
    level: { control: 'select', options: headingLevels },
    variant: { control: 'inline-radio', options: cardVariants },
  },
  decorators: [maxWidth('22rem', { wide: '80rem' })],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'An icon card presents one idea in a grid of equals: an icon in a tile, a short title and one or two sentences. Values of a company, protections of a service, resources of a help centre. With a `CardLink` in its title, the whole card leads to a page.',
        alternatives: [
          'A service of the catalogue with its features and its link: use ServiceCard.',
          'A figure that matters more than its words («\u00a099,9\u00a0%\u00a0»): use Stat.',
          'A short list of advantages with no need for a title each: use FeatureList.',
          'Any other card content: compose Card, CardHeader, CardTitle and CardBody.',
        ],
        anatomy: [
          {
            part: 'Icon tile',
            description: 'pictures the idea; decorative, the title says it.',
            selector: '[data-tone]',
          },
          {
            part: 'Title',
            description: 'the idea in a few words, as a heading whose level follows the page.',
            selector: ':is(h1, h2, h3, h4, h5, h6)',
          },
          { part: 'Description (optional)', description: 'one or two sentences that explain it.', selector: 'p' },
          {
            part: 'More content (optional)',
            description: 'children, after the description: a list, a figure.',
            story: 'WithMoreContent',
            selector: 'p + p',
          },
        ],
        dos: [
          {
            caption: 'One tone for every card of a grid, and titles of the same length and kind.',
            example: (
              <div style={gridStyle}>
                {values.slice(0, 2).map((value) => (
                  <IconCard key={value.title} level={4} {...value} />
                ))}
              </div>
            ),
          },
          {
            caption: 'A whole card that leads to a page: a CardLink in the title, one tab stop.',
            example: (
              <IconCard
                level={4}
                icon={<BookOpen />}
                title={<CardLink href="#documentation">Documentation</CardLink>}
                description="Guides et références pour intégrer nos services."
              />
            ),
          },
        ],
        donts: [
          {
            caption: 'A different tone per card: the colours compete with the icons and suggest a status.',
            example: (
              <div style={gridStyle}>
                <IconCard level={4} {...values[0]!} iconTone="danger" />
                <IconCard level={4} {...values[1]!} iconTone="success" />
              </div>
            ),
          },
          {
            caption: 'A paragraph of text: the card presents one idea; a long text belongs in a section.',
            example: (
              <IconCard
                level={4}
                icon={<Database />}
                title="Sauvegardes"
                description="Nous sauvegardons vos données chaque nuit sur deux sites distincts, conservons trente jours d’historique, testons la restauration chaque mois, vous envoyons un rapport trimestriel et tenons à votre disposition le détail de nos procédures, de nos audits et de nos engagements contractuels."
              />
            ),
          },
        ],
        content: [
          'Title: a noun or a short phrase in sentence case, with no final full stop: «\u00a0Chiffrement des données\u00a0».',
          'Description: one or two full sentences that end with a full stop.',
          'In a CardLink title, the title names the destination: «\u00a0Documentation\u00a0», never «\u00a0En savoir plus\u00a0».',
          'French typography: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0», inside «\u00a0» and in «\u00a024\u00a0h\u00a0».',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'With a CardLink in the title: moves the focus to that link, the card’s one tab stop, and Enter follows it. Without one, the card takes no focus.',
          },
        ],
        accessibility: [
          'A plain block (no landmark) whose title is a heading of `level` (3 by default): set the level from the page outline, the look does not change.',
          'The icon tile is hidden from assistive technology: the title must say the idea on its own.',
          'With a CardLink in the title, the link’s name is the title’s text and its click area covers the whole card; the description is not part of the name.',
        ],
      }),
    },
  },
} satisfies Meta<typeof IconCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Each tone of the tile, for a grid whose cards share a meaning (`success` for protections). */
export const IconTones: Story = {
  tags: ['main'],
  parameters: { wide: true },
  render: (args) => (
    <div style={gridStyle}>
      {iconTileTones.map((tone) => (
        <IconCard key={tone} {...args} iconTone={tone} title={`Ton ${tone}`} description="Une phrase d’exemple." />
      ))}
    </div>
  ),
};

/** Values of a company in a list of cards, as on an «\u00a0À propos\u00a0» page. */
export const Grid: Story = {
  parameters: { wide: true },
  render: (args) => (
    <ul style={gridStyle} aria-label="Nos valeurs">
      {values.map((value) => (
        <li key={value.title} style={{ display: 'grid' }}>
          <IconCard {...args} {...value} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Nos valeurs' }));
    await expect(list.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** A CardLink in the title makes the whole card one link, with one tab stop and the focus ring around the card. */
export const AsLink: Story = {
  args: {
    icon: <BookOpen />,
    title: <CardLink href="#documentation">Documentation</CardLink>,
    description: 'Guides et références pour intégrer nos services à vos outils.',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Documentation' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link);
  },
};

/** Hover and focus of a linked card. */
export const States: Story = {
  tags: ['main'],
  parameters: { pseudo: forcedStates, wide: true },
  render: (args) => (
    <div style={gridStyle}>
      <IconCard {...args} title={<CardLink href="#repos">Au repos</CardLink>} />
      <IconCard {...args} data-state-demo="hover" title={<CardLink href="#survol">Survol</CardLink>} />
      <IconCard
        {...args}
        title={
          <CardLink href="#focus" data-state-demo="focus">
            Focus
          </CardLink>
        }
      />
    </div>
  ),
};

/** Children add to the body after the description. */
export const WithMoreContent: Story = {
  args: {
    children: <p>Conforme au RGPD, audité chaque année.</p>,
  },
};

export const LongFrenchText: Story = {
  args: {
    title: 'Hébergement des données de santé certifié pour les cabinets médicaux et les cliniques',
    description:
      'Les comptes rendus, les agendas et les enregistrements d’appels de vos patients restent sur des serveurs certifiés HDS, accessibles aux seules personnes que vous désignez, et chaque accès est journalisé.',
  },
};

/** The French names designers use for IconCard: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Carte à pictogramme · carte icône · atout · valeur',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
