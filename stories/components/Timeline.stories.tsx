import { Timeline, TimelineItem } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const milestones = [
  {
    date: '2025-01',
    dateLabel: 'Janvier 2025',
    title: 'Fondation à Toamasina',
    description: 'Création de l’entreprise et ouverture d’un premier plateau de 10 postes.',
  },
  {
    date: '2025-03',
    dateLabel: 'Mars 2025',
    title: 'Lancement du centre de relation client 24/7',
    description: 'Premiers clients français et belges, en appels entrants et en chat.',
  },
  {
    date: '2025-04',
    dateLabel: 'Avril 2025',
    title: 'Ouverture du pôle développement web et mobile',
    description: 'Une équipe de développeurs pour les sites, applications et intégrations sur mesure.',
  },
  {
    date: '2025-06',
    dateLabel: 'Juin 2025',
    title: 'Annotation de données pour l’IA',
    description: 'Une équipe dédiée à l’annotation d’images et de textes, avec double contrôle qualité.',
  },
  {
    date: '2025-07',
    dateLabel: 'Juillet 2025',
    title: 'Croissance et nouveaux locaux',
    description: 'Plus de 50 collaborateurs et un second plateau pour accompagner nos clients.',
  },
] as const;

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  subcomponents: { TimelineItem },
  render: (args) => (
    <Timeline {...args}>
      {milestones.map((milestone) => (
        <TimelineItem
          key={milestone.date}
          date={milestone.date}
          dateLabel={milestone.dateLabel}
          title={milestone.title}
        >
          {milestone.description}
        </TimelineItem>
      ))}
    </Timeline>
  ),
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'Use `Timeline` for dated milestones in chronological order, such as the history of the company. Each `TimelineItem` has a machine-readable `date` (`2025-01`) written into a `<time>` element and a `dateLabel` for people (« Janvier 2025 »). For a process without dates, use `Steps`.',
      },
    },
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The company, from its foundation in January 2025 to its growth in July 2025. */
export const CompanyHistory: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(milestones.length);

    for (const [index, item] of items.entries()) {
      const milestone = milestones[index]!;
      const time = within(item).getByText(milestone.dateLabel);
      await expect(time.tagName).toBe('TIME');
      await expect(time).toHaveAttribute('datetime', milestone.date);
      await expect(within(item).getByRole('heading', { level: 3 })).toHaveAccessibleName(milestone.title);
    }
  },
};

/** Exact days are fine too: the `<time>` element takes any valid date string. */
export const ExactDates: Story = {
  render: (args) => (
    <Timeline {...args}>
      <TimelineItem date="2025-01-15" dateLabel="15 janvier 2025" title="Signature du bail">
        Premiers locaux au centre-ville de Toamasina.
      </TimelineItem>
      <TimelineItem date="2025-02-03" dateLabel="3 février 2025" title="Premières embauches">
        Recrutement de 10&nbsp;téléconseillers et d’un superviseur.
      </TimelineItem>
    </Timeline>
  ),
  play: async ({ canvasElement }) => {
    const times = Array.from(canvasElement.querySelectorAll('time'));
    await expect(times.map((time) => time.dateTime)).toEqual(['2025-01-15', '2025-02-03']);
  },
};

export const TitlesOnly: Story = {
  render: (args) => (
    <Timeline {...args}>
      {milestones.map((milestone) => (
        <TimelineItem
          key={milestone.date}
          date={milestone.date}
          dateLabel={milestone.dateLabel}
          title={milestone.title}
        />
      ))}
    </Timeline>
  ),
};

export const LongFrenchText: Story = {
  render: (args) => (
    <Timeline {...args}>
      <TimelineItem
        date="2025-05"
        dateLabel="Mai 2025"
        title="Lancement du télésecrétariat médical pour les cabinets, les cliniques et les centres de santé"
      >
        Prise de rendez-vous, gestion des annulations, rappels aux patients et accueil téléphonique, dans le respect du
        secret médical et avec des assistantes formées aux logiciels de gestion de cabinet.
      </TimelineItem>
      <TimelineItem date="2025-07" dateLabel="Juillet 2025" title="PAO et design graphique">
        Brochures, catalogues et visuels pour les réseaux sociaux.
      </TimelineItem>
    </Timeline>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
