import { Steps, headingLevels, stepsLayouts } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidelines } from '../docs/guidelines';
import { process } from '../support/fixtures/Steps';
import { maxWidth } from '../support/frame';

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
            selector: 'li > [aria-hidden="true"] > span:first-child',
          },
          {
            part: 'Title',
            description: 'the name of the stage, as a heading whose level follows the page (`level`).',
            selector: 'li :is(h2, h3, h4, h5, h6)',
          },
          {
            part: 'Description (optional)',
            description: 'one or two sentences on what happens during the stage.',
            selector: 'li p',
          },
          {
            part: 'Layout',
            description:
              'in a row from the medium breakpoint, stacked with a joining line on phones; `vertical` always stacks.',
            selector: 'ol',
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
        accessibility: [
          'An ordered list (`<ol>`): screen readers announce the number of steps and each one’s position, so the visible «\u00a001\u00a0», «\u00a002\u00a0» are hidden from them and never read twice.',
          'Each title is a heading of `level` (3 by default): set it to fit the page outline, one level under the section’s heading.',
          'Nothing in it takes the focus: it describes a process, it is not a progress indicator or a wizard.',
          'In forced colours the joining line on phones takes the system text colour.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

export const Vertical: Story = {
  args: { layout: 'vertical' },
  decorators: [maxWidth('32rem')],
};

export const ThreeSteps: Story = { args: { items: process.slice(0, 3) } };

export const TitlesOnly: Story = {
  args: { items: process.map(({ id, title }) => ({ id, title })) },
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
