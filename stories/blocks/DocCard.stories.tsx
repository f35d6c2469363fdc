import { DocCard, docDifficulties } from '@company/blocks';
import { cardVariants, headingLevels } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { docCardProps, docs, gridStyle } from '../support/fixtures/blocks/DocCard';
import { maxWidth } from '../support/frame';

const meta = {
  title: 'Blocks/DocCard',
  component: DocCard,
  args: {
    title: 'Découvrir le tableau de bord',
    href: '/documentation/tableau-de-bord',
    description: 'Suivez vos services, vos indicateurs de qualité, vos factures et vos demandes en un coup d’œil.',
    category: 'Premiers pas',
    readTime: '5\u00A0min de lecture',
    difficulty: 'beginner',
    featured: false,
    level: 3,
  },
  argTypes: {
    difficulty: { control: 'inline-radio', options: docDifficulties },
    level: { control: 'select', options: headingLevels },
    variant: { control: 'inline-radio', options: cardVariants },
    linkComponent: { control: false },
  },
  decorators: [maxWidth('22rem', { wide: '80rem' })],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A document of the documentation centre (guide, tutorial, API reference) as a card that is one link: its category, title, a sentence, the reading time and the difficulty. Use it in grids of documents so readers pick the right one at a glance.',
        alternatives: [
          'A service of the catalogue: use ServiceCard. A client project: use CaseStudyCard.',
          'Any other clickable card: use Card with CardLink, which DocCard is built on.',
        ],
        anatomy: [
          {
            part: 'Category and «\u00a0À la une\u00a0» badge',
            description: 'the section of the documentation; the badge and a brand border when `featured`.',
            selector: '[data-variant] > div:first-child > div',
          },
          {
            part: 'Title',
            description: 'the link; the whole card is clickable and has one tab stop.',
            selector: ':is(h1, h2, h3, h4, h5, h6)',
          },
          {
            part: 'Description',
            description: 'one sentence on what the reader will be able to do.',
            selector: '[data-variant] > div:nth-child(2) > p',
          },
          {
            part: 'Reading time and difficulty',
            description:
              '«\u00a05\u00a0min de lecture\u00a0», then «\u00a0Débutant\u00a0», «\u00a0Intermédiaire\u00a0» or «\u00a0Avancé\u00a0» in a badge of its own colour.',
            selector: '[data-variant] > div:last-child',
          },
        ],
        dos: [
          {
            caption: 'A title that says what the reader will do, and a description that adds what the title does not.',
            example: (
              <DocCard
                level={4}
                title="Relier le centre de relation client à votre CRM"
                href="/documentation/integration-crm"
                description="Synchronisez les contacts, l’historique des appels et les tickets."
                category="Guides"
                readTime={'15\u00a0min de lecture'}
                difficulty="intermediate"
              />
            ),
          },
          {
            caption: 'Two featured documents at most in a grid, for the first steps.',
            example: (
              <DocCard
                level={4}
                title="Créer votre compte sur l’espace client"
                href="/documentation/creer-compte-espace-client"
                description="Activez votre accès et découvrez les rubriques de votre espace."
                category="Premiers pas"
                readTime={'5\u00a0min de lecture'}
                difficulty="beginner"
                featured
              />
            ),
          },
        ],
        donts: [
          {
            caption:
              'A link or a button inside the card: the card is already one link, a second target confuses clicks and screen readers.',
            example: (
              <DocCard
                level={4}
                title="Référence de l’API REST"
                href="/documentation/reference-api-rest"
                description={
                  <>
                    Tous les points d’accès. <a href="/api/telecharger">Télécharger le PDF</a>
                  </>
                }
                category="API"
                readTime={'20\u00a0min de lecture'}
                difficulty="advanced"
              />
            ),
          },
          {
            caption:
              'A title that repeats the category and a description that repeats the title: the card says nothing new.',
            example: (
              <DocCard
                level={4}
                title="API"
                href="/documentation/api"
                description="Documentation de l’API."
                category="API"
                readTime={'10\u00a0min de lecture'}
                difficulty="intermediate"
              />
            ),
          },
        ],
        content: [
          'Title: a task in sentence case, a verb in the infinitive or a noun phrase: «\u00a0Authentification à l’API\u00a0».',
          'Description: one sentence of 10 to 20 words that starts with a verb: «\u00a0Créez une clé d’API, signez vos requêtes…\u00a0».',
          'Reading time: «\u00a05\u00a0min de lecture\u00a0», with a no-break space after the number.',
          'French typography: a no-break space before «\u00a0:\u00a0» («\u00a0Webhooks\u00a0: recevoir les événements\u00a0»), «\u00a0?\u00a0», «\u00a0!\u00a0», the typographic apostrophe («\u00a0l’espace client\u00a0»).',
        ],
      }),
    },
  },
} satisfies Meta<typeof DocCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

const cardStates = [
  { label: 'Au repos', props: {} },
  { label: 'Survol', props: { 'data-state-demo': 'hover' } },
  { label: 'Focus clavier', props: { 'data-state-demo': 'focus' } },
  { label: 'À la une', props: { featured: true } },
  { label: 'Sans lien', props: { href: undefined } },
] as const;

/** At rest, hovered, focused from the keyboard, featured and without a link, side by side. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    wide: true,
    pseudo: { hover: ['[data-state-demo="hover"]'], focusVisible: ['[data-state-demo="focus"] a'] },
  },
  render: (args) => (
    <div style={gridStyle}>
      {cardStates.map(({ label, props }) => (
        <figure key={label} style={{ margin: 0, display: 'grid', gap: '0.5rem', gridTemplateRows: 'auto 1fr' }}>
          <figcaption style={{ fontSize: '0.875rem', fontWeight: 600 }}>{label}</figcaption>
          <DocCard {...args} {...props} />
        </figure>
      ))}
    </div>
  ),
};

/** The French name of each difficulty, as the card shows it. */
const difficultyNames = { beginner: 'Débutant', intermediate: 'Intermédiaire', advanced: 'Avancé' } as const;

/** Every difficulty, each with its own badge colour. */
export const Difficulties: Story = {
  parameters: { wide: true },
  render: (args) => (
    <ul style={gridStyle} aria-label="Niveaux">
      {docDifficulties.map((difficulty) => (
        <li key={difficulty} style={{ display: 'grid' }}>
          <DocCard
            {...args}
            difficulty={difficulty}
            title={`Guide de niveau ${difficultyNames[difficulty].toLowerCase()}`}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const difficulty of docDifficulties) {
      await expect(canvas.getByText(difficultyNames[difficulty])).toBeVisible();
    }
  },
};

/** Six documents of the documentation centre; the first two are featured. */
export const DocGrid: Story = {
  parameters: { wide: true },
  render: (args) => (
    <ul style={gridStyle} aria-label="Documents">
      {docs.map((doc) => (
        <li key={doc.id} style={{ display: 'grid' }}>
          <DocCard {...args} {...docCardProps(doc)} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Documents' }));
    await expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual(docs.map((doc) => doc.title));
    await expect(list.getAllByText('À la une')).toHaveLength(2);
  },
};

export const LongFrenchText: Story = {
  args: {
    title: 'Automatiser l’export quotidien de vos rapports d’activité vers votre entrepôt de données',
    description:
      'Planifiez l’export des indicateurs du centre de relation client, choisissez le format (CSV ou JSON) et la destination, puis vérifiez chaque matin que les fichiers sont arrivés complets.',
    category: 'Tutoriels',
    readTime: '18\u00A0min de lecture',
    difficulty: 'advanced',
    featured: true,
  },
};

/** The French names designers use for DocCard: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Fiche de documentation · guide · article · tutoriel',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
