import { Timeline, TimelineItem } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { milestones } from '../support/fixtures/Timeline';
import { maxWidth } from '../support/frame';

const meta = {
  title: 'Data display/Timeline',
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
  decorators: [maxWidth('40rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A timeline tells dated milestones in chronological order, joined by a vertical line: the history of the company on the «\u00a0À propos\u00a0» page, the key dates of a long project.',
        alternatives: [
          'A process without dates (how an engagement unfolds): use Steps.',
          'A list of recent events to scan, such as blocked attacks: use a Table, or AttacksTable.',
        ],
        anatomy: [
          {
            part: 'Line and dot',
            description: 'join the milestones; decorative.',
            selector: 'li > span[aria-hidden="true"]',
          },
          {
            part: 'Date',
            description:
              'above the title, as people read it («\u00a0Janvier 2025\u00a0»); the machine-readable `date` stays hidden in the markup.',
            selector: 'time',
          },
          {
            part: 'Title',
            description: 'what happened, as a heading whose level follows the page.',
            selector: 'li :is(h2, h3, h4, h5, h6)',
          },
          { part: 'Description (optional)', description: 'one or two sentences of detail.', selector: 'li > div' },
        ],
        dos: [
          {
            caption: 'Oldest first, one milestone per real event, each with a short title.',
            example: (
              <Timeline>
                <TimelineItem level={4} date="2025-01" dateLabel="Janvier 2025" title="Fondation à Toamasina" />
                <TimelineItem
                  date="2025-03"
                  dateLabel="Mars 2025"
                  title="Lancement du centre de relation client 24/7"
                />
                <TimelineItem level={4} date="2025-07" dateLabel="Juillet 2025" title="Plus de 50 collaborateurs" />
              </Timeline>
            ),
          },
          {
            caption: 'The same date precision for every milestone of one timeline (all months, or all days).',
            example: (
              <Timeline>
                <TimelineItem level={4} date="2025-01-15" dateLabel="15 janvier 2025" title="Signature du bail" />
                <TimelineItem level={4} date="2025-02-03" dateLabel="3 février 2025" title="Premières embauches" />
              </Timeline>
            ),
          },
        ],
        donts: [
          {
            caption: 'Milestones out of order: the line promises a chronology the reader cannot follow.',
            example: (
              <Timeline>
                <TimelineItem level={4} date="2025-07" dateLabel="Juillet 2025" title="Nouveaux locaux" />
                <TimelineItem level={4} date="2025-01" dateLabel="Janvier 2025" title="Fondation à Toamasina" />
                <TimelineItem level={4} date="2025-04" dateLabel="Avril 2025" title="Pôle développement web" />
              </Timeline>
            ),
          },
          {
            caption: 'Vague or numeric dates («\u00a003/25\u00a0», «\u00a0Récemment\u00a0»): write the month in words.',
            example: (
              <Timeline>
                <TimelineItem level={4} date="2025-03" dateLabel="03/25" title="Premiers clients belges" />
                <TimelineItem level={4} date="2025-06" dateLabel="Récemment" title="Annotation de données pour l’IA" />
              </Timeline>
            ),
          },
        ],
        content: [
          'Date: month and year in words, capital only at the start of the label: «\u00a0Janvier 2025\u00a0», «\u00a015 janvier 2025\u00a0».',
          'Title: what happened, in a short noun phrase in sentence case, no final full stop: «\u00a0Ouverture du pôle développement web\u00a0».',
          'Description: one or two sentences with the figures that matter («\u00a010 postes\u00a0», «\u00a0plus de 50 collaborateurs\u00a0»).',
          'French typography: a no-break space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0» and «\u00a0?\u00a0», and the typographic apostrophe («\u00a0l’entreprise\u00a0»).',
        ],
        accessibility: [
          'An ordered list (`<ol>`), announced with its number of milestones; the line and the dots are hidden from assistive technology.',
          'Each title is a heading of `level` (3 by default) and comes first in the markup, so heading navigation lands on it; the date, drawn above it, is read just after.',
          'The date is a `<time>` with the machine-readable `date`; its visible `dateLabel` is what screen readers say («\u00a0Janvier 2025\u00a0»).',
          'Nothing in it takes the focus. In forced colours the line takes the system text colour.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

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

/** The French names designers use for Timeline: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Frise chronologique · historique · chronologie · dates',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
