import { DocCard, cardVariants, docDifficulties, docDifficultyTones, fr, headingLevels } from '@company/ui';
import type { LinkComponentProps } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { guidelines } from '../../docs/guidelines';

const docs = [
  {
    id: 'creer-compte-espace-client',
    title: 'Créer votre compte sur l’espace client',
    description: 'Activez votre accès, sécurisez votre compte et découvrez les rubriques de votre espace.',
    category: 'Premiers pas',
    readTime: '5\u00A0min de lecture',
    difficulty: 'beginner',
    featured: true,
  },
  {
    id: 'authentification-api',
    title: 'Authentification à l’API',
    description: 'Créez une clé d’API, signez vos requêtes et renouvelez vos jetons en toute sécurité.',
    category: 'API',
    readTime: '10\u00A0min de lecture',
    difficulty: 'intermediate',
    featured: true,
  },
  {
    id: 'reference-api-rest',
    title: 'Référence de l’API REST',
    description: 'Tous les points d’accès, avec des exemples de requêtes et de réponses.',
    category: 'API',
    readTime: '20\u00A0min de lecture',
    difficulty: 'advanced',
    featured: false,
  },
  {
    id: 'integration-crm',
    title: 'Relier le centre de relation client à votre CRM',
    description: 'Synchronisez les contacts, l’historique des appels et les tickets avec votre CRM.',
    category: 'Guides',
    readTime: '15\u00A0min de lecture',
    difficulty: 'intermediate',
    featured: false,
  },
  {
    id: 'preparer-jeu-de-donnees',
    title: 'Préparer un jeu de données pour l’annotation',
    description: 'Formats acceptés, rédaction des consignes et constitution d’un lot pilote efficace.',
    category: 'Guides',
    readTime: '9\u00A0min de lecture',
    difficulty: 'beginner',
    featured: false,
  },
  {
    id: 'sdk-python',
    title: 'SDK Python pour l’annotation de données',
    description: 'Envoyez vos lots, suivez leur avancement et récupérez les annotations depuis vos scripts.',
    category: 'SDK',
    readTime: '12\u00A0min de lecture',
    difficulty: 'advanced',
    featured: false,
  },
] as const;

const [firstDoc] = docs;

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: '1.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
};

/** Stands in for a router link: the card renders it instead of a plain `<a>`. */
function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={`/fr${href}`} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

const meta = {
  title: 'Site patterns/DocCard',
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
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? '80rem' : '22rem' }}>{Story()}</div>,
  ],
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
          },
          { part: 'Title', description: 'the link; the whole card is clickable and has one tab stop.' },
          { part: 'Description', description: 'one sentence on what the reader will be able to do.' },
          {
            part: 'Reading time and difficulty',
            description:
              '«\u00a05\u00a0min de lecture\u00a0», then «\u00a0Débutant\u00a0», «\u00a0Intermédiaire\u00a0» or «\u00a0Avancé\u00a0» in a badge of its own colour.',
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

export const Playground: Story = {};

const cardStates = [
  { label: 'Au repos', props: {} },
  { label: 'Survol', props: { 'data-state-demo': 'hover' } },
  { label: 'Focus clavier', props: { 'data-state-demo': 'focus' } },
  { label: 'À la une', props: { featured: true } },
  { label: 'Sans lien', props: { href: undefined } },
] as const;

/** At rest, hovered, focused from the keyboard, featured and without a link, side by side. */
export const States: Story = {
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

/** The card is one link, named by the title only; the difficulty is written out. */
export const Beginner: Story = {
  tags: ['!autodocs'],
  args: { difficulty: 'beginner' },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName('Découvrir le tableau de bord');
    await expect(link).toHaveAttribute('href', '/documentation/tableau-de-bord');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link);
    await expect(canvasElement.querySelectorAll('a, button, [tabindex]')).toHaveLength(1);

    const badge = canvas.getByText('Débutant');
    await expect(badge).toBeVisible();
    await expect(badge.closest('[data-tone]')).toHaveAttribute('data-tone', docDifficultyTones.beginner);
    // Text queries collapse white space: the no-break space is checked on the text itself.
    const readTime = canvas.getByText('5 min de lecture');
    await expect(readTime).toBeVisible();
    await expect(readTime.textContent).toBe('5\u00A0min de lecture');

    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Intermediate: Story = {
  tags: ['!autodocs'],
  args: {
    difficulty: 'intermediate',
    title: 'Webhooks\u00A0: recevoir les événements en temps réel',
    category: 'API',
    readTime: '12\u00A0min de lecture',
    description: 'Soyez notifié à la création d’un ticket, à la livraison d’un lot ou à l’émission d’une facture.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Intermédiaire').closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
  },
};

export const Advanced: Story = {
  tags: ['!autodocs'],
  args: {
    difficulty: 'advanced',
    title: 'Référence de l’API REST',
    category: 'API',
    readTime: '20\u00A0min de lecture',
    description: 'Tous les points d’accès, avec des exemples de requêtes et de réponses.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Avancé').closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  },
};

/** The French name of each difficulty, as the stories' default language shows it. */
const difficultyNames = fr.docCard.difficulties;

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

/** A featured document: « À la une » badge and brand border. */
export const Featured: Story = {
  tags: ['!autodocs'],
  args: {
    featured: true,
    title: firstDoc.title,
    description: firstDoc.description,
    href: `/documentation/${firstDoc.id}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('À la une')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(firstDoc.title);
    await expect(canvas.getByRole('link').closest('[data-featured]')).not.toBeNull();
  },
};

/** Without `href` the title is plain text and the card holds no link. */
export const WithoutLink: Story = {
  tags: ['!autodocs'],
  args: { href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Découvrir le tableau de bord' })).toBeInTheDocument();
  },
};

/** A router adapter passed as `linkComponent` renders the card's link. */
export const WithLinkComponent: Story = {
  tags: ['!autodocs'],
  args: { linkComponent: RouterLink },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Découvrir le tableau de bord' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/fr/documentation/tableau-de-bord');
  },
};

/** Six documents of the documentation centre; the first two are featured. */
export const DocGrid: Story = {
  parameters: { wide: true },
  render: (args) => (
    <ul style={gridStyle} aria-label="Documents">
      {docs.map((doc) => (
        <li key={doc.id} style={{ display: 'grid' }}>
          <DocCard
            {...args}
            title={doc.title}
            href={`/documentation/${doc.id}`}
            description={doc.description}
            category={doc.category}
            readTime={doc.readTime}
            difficulty={doc.difficulty}
            featured={doc.featured}
          />
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

export const Mobile: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <ul style={gridStyle} aria-label="Documents">
      {docs.slice(0, 2).map((doc) => (
        <li key={doc.id} style={{ display: 'grid' }}>
          <DocCard
            {...args}
            title={doc.title}
            href={`/documentation/${doc.id}`}
            description={doc.description}
            category={doc.category}
            readTime={doc.readTime}
            difficulty={doc.difficulty}
            featured={doc.featured}
          />
        </li>
      ))}
    </ul>
  ),
};

/** The French names designers use for DocCard: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Fiche de documentation · guide · article · tutoriel',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
