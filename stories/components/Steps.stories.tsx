import { Steps, headingLevels, stepsLayouts, type StepsItem } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

const process: StepsItem[] = [
  {
    id: 'audit',
    title: 'Audit de vos besoins',
    description: 'Un échange de 30 minutes pour comprendre vos volumes, vos outils et vos objectifs.',
  },
  {
    id: 'proposition',
    title: 'Proposition sur mesure',
    description: 'Une offre chiffrée sous 48 h, avec le profil de l’équipe et le planning de démarrage.',
  },
  {
    id: 'formation',
    title: 'Formation de l’équipe',
    description: 'Nos opérateurs se forment à vos procédures et à vos outils, à Toamasina.',
  },
  {
    id: 'lancement',
    title: 'Lancement et suivi',
    description: 'Démarrage progressif, indicateurs partagés et point qualité chaque semaine.',
  },
];

const meta = {
  title: 'Data display/Steps',
  component: Steps,
  args: { items: process, layout: 'responsive', level: 3 },
  argTypes: {
    layout: { control: 'inline-radio', options: stepsLayouts },
    level: { control: 'inline-radio', options: headingLevels },
    items: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'Steps explain a process in a few ordered stages, such as «\u00a0Comment ça marche\u00a0?\u00a0» on a service page: what happens first, next and last. Each step has a large number, a short title and an optional sentence.',
        alternatives: [
          'Events with dates (the company’s history): use Timeline.',
          'Benefits or included features in no particular order: use FeatureList.',
          'Showing how far along a task is: use ProgressBar.',
        ],
        anatomy: [
          {
            part: 'Number',
            description:
              '«\u00a001\u00a0», «\u00a002\u00a0»… in the brand colour; decorative, since the list already gives the position.',
          },
          { part: 'Title', description: 'the name of the stage, as a heading whose level follows the page (`level`).' },
          { part: 'Description (optional)', description: 'one or two sentences on what happens during the stage.' },
          {
            part: 'Layout',
            description:
              'in a row from the medium breakpoint, stacked with a joining line on phones; `vertical` always stacks.',
          },
        ],
        dos: [
          {
            caption: 'Three to five stages, each title a short noun phrase and each description one sentence.',
            example: <Steps items={process.slice(0, 3)} level={4} layout="vertical" />,
          },
          {
            caption: '`layout="vertical"` in a narrow column, such as beside a form.',
            example: (
              <div style={{ maxWidth: '18rem' }}>
                <Steps
                  items={process.slice(0, 3).map(({ id, title }) => ({ id, title }))}
                  level={4}
                  layout="vertical"
                />
              </div>
            ),
          },
        ],
        donts: [
          {
            caption:
              'Numbers or «\u00a0Étape 1\u00a0» typed into the titles: the number is already drawn, it would show twice.',
            example: (
              <Steps
                items={[
                  { id: 'a', title: 'Étape 1\u00a0: audit' },
                  { id: 'b', title: 'Étape 2\u00a0: proposition' },
                ]}
                level={4}
                layout="vertical"
              />
            ),
          },
          {
            caption: 'Ten stages or more: the process looks heavy; group them into four or five.',
            example: (
              <Steps
                items={Array.from({ length: 10 }, (_, index) => ({ id: index, title: `Sous-étape ${index + 1}` }))}
                level={4}
                layout="vertical"
              />
            ),
          },
        ],
        content: [
          'Title: a noun phrase of two to five words in sentence case, no final full stop: «\u00a0Audit de vos besoins\u00a0».',
          'Description: one sentence that says who does what and how long it takes: «\u00a0Une offre chiffrée sous 48\u00a0h.\u00a0»',
          'Keep the same grammar for every step (all nouns, or all verbs in the infinitive).',
          'French typography: a no-break space inside «\u00a048\u00a0h\u00a0» and «\u00a030\u00a0minutes\u00a0», before «\u00a0:\u00a0» and «\u00a0?\u00a0», the typographic apostrophe («\u00a0l’équipe\u00a0»).',
        ],
      }),
    },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** An ordered list whose visible numbers are zero-padded and not part of the accessible text. */
export const Semantics: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);

    for (const [index, item] of items.entries()) {
      const number = String(index + 1).padStart(2, '0');
      const shown = within(item).getByText(number);
      await expect(shown).toBeVisible();
      // Hidden from assistive technology: the list already says « 1 of 4 ».
      await expect(shown.closest('[aria-hidden="true"]')).not.toBeNull();
      await expect(within(item).queryByText(number, { ignore: '[aria-hidden="true"] *' })).toBeNull();
    }

    await expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveAccessibleName('Audit de vos besoins');
    await expect(canvas.getAllByText(/^0\d$/)).toHaveLength(4);
  },
};

/** From the medium breakpoint the steps sit side by side. */
export const Horizontal: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

/** On a small screen the steps stack, joined by a vertical line. */
export const Mobile: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom);
  },
};

export const Vertical: Story = {
  args: { layout: 'vertical' },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
};

export const ThreeSteps: Story = { args: { items: process.slice(0, 3) } };

export const TitlesOnly: Story = {
  args: { items: process.map(({ id, title }) => ({ id, title })) },
};

export const HeadingLevelFour: Story = {
  tags: ['!autodocs'],
  args: { level: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4);
  },
};

export const LongFrenchText: Story = {
  args: {
    items: [
      {
        title: 'Analyse de vos flux d’appels, d’e-mails et de messages sur les réseaux sociaux',
        description:
          'Nous étudions vos volumes par canal et par heure pour dimensionner une équipe disponible 24/7 sans surcoût.',
      },
      {
        title: 'Rédaction des scripts et de la base de connaissances',
        description: 'Avec vos équipes, nous écrivons les réponses types, les procédures d’escalade et le glossaire.',
      },
      {
        title: 'Mise en production accompagnée',
        description: 'Un superviseur suit chaque conversation pendant les deux premières semaines.',
      },
    ],
  },
};

/** The French names designers use for Steps: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Étapes · processus · parcours · méthode',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
