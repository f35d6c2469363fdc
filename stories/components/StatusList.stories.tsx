import { StatusList, headingLevels, type StatusListItem } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidelines } from '../docs/guidelines';

const updates: StatusListItem[] = [
  {
    id: 'tous-systemes',
    status: 'Opérationnel',
    tone: 'success',
    title: 'Tous les systèmes opérationnels',
    description: 'Site, espace client, chat et téléphonie fonctionnent normalement.',
    time: 'Vérifié en continu',
  },
  {
    id: 'maintenance-telephonie',
    status: 'Maintenance',
    tone: 'warning',
    title: 'Maintenance programmée',
    description: 'Mise à jour de la plateforme téléphonique, sans interruption de service attendue.',
    time: 'Samedi, 22\u00a0h – 23\u00a0h',
  },
  {
    id: 'lenteurs-chat',
    status: 'Résolu',
    tone: 'info',
    title: 'Lenteurs du chat',
    description: 'Les messages arrivaient avec quelques secondes de retard.',
    time: 'Il y a 2\u00a0jours',
  },
];

const meta = {
  title: 'Data display/StatusList',
  component: StatusList,
  args: { items: updates, level: 3, 'aria-label': 'État des services' },
  argTypes: {
    items: { control: false },
    level: { control: 'select', options: headingLevels },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A status list tells the state of a service, one update per row: a badge with the state in a word, what the update is about and what it means, and when. Use it on a status page or in the status block of a support page, most important or most recent first.',
        alternatives: [
          'One overall state of the site, with its last check: use StatusBanner.',
          'Dated events of a history: use Timeline.',
          'A log to sort or scan by column (time, type, address): use Table or AttacksTable.',
        ],
        anatomy: [
          {
            part: 'Badge',
            description: 'the state in a word or two, in the tone that matches it.',
            selector: 'li [data-tone]',
          },
          {
            part: 'Title',
            description: 'what the update is about, as a heading whose level follows the page.',
            selector: 'li :is(h2, h3, h4, h5, h6)',
          },
          {
            part: 'Description (optional)',
            description: 'what it means for the reader, in one sentence.',
            selector: 'li > div > p',
          },
          { part: 'Time (optional)', description: 'when it happened or was checked.', selector: 'li > p' },
        ],
        dos: [
          {
            caption: 'A state in words, not only a colour, and a sentence that says what it changes for the reader.',
            example: <StatusList level={4} items={updates.slice(0, 2)} />,
          },
        ],
        donts: [
          {
            caption: 'A technical description the reader cannot act on.',
            example: (
              <StatusList
                level={4}
                items={[
                  {
                    id: 'technique',
                    status: 'Incident',
                    tone: 'danger',
                    title: 'Erreur 503 sur le cluster eu-west-2',
                    description: 'Pod crashloop sur le service d’authentification.',
                  },
                ]}
              />
            ),
          },
        ],
        content: [
          'State: one or two words in sentence case: «\u00a0Opérationnel\u00a0», «\u00a0Maintenance\u00a0», «\u00a0Résolu\u00a0».',
          'Title: what is affected, in the reader’s words; description: what it means for them, in a full sentence.',
          'Time: relative for recent events («\u00a0Il y a 2\u00a0heures\u00a0»), a day and hours for planned work («\u00a0Samedi, 22\u00a0h – 23\u00a0h\u00a0»).',
        ],
        accessibility: [
          'A list (`<ul>`) announced with its number of updates; name it with `aria-label` («\u00a0État des services\u00a0») when the page has no heading just above it.',
          'Each title is a heading of `level` (3 by default), so screen readers can jump from update to update: set it to fit the page outline.',
          'The state is in words in its badge, not in its colour alone.',
          'It is not a live region and takes no focus: a change in the list is not announced, so report a live status with StatusBanner.',
        ],
      }),
    },
  },
} satisfies Meta<typeof StatusList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

export const WithoutTime: Story = {
  args: { items: updates.map(({ time: _time, ...update }) => update) },
};

export const LongFrenchText: Story = {
  args: {
    items: [
      {
        id: 'long',
        status: 'Maintenance',
        tone: 'warning',
        title: 'Migration de la plateforme de téléphonie et de l’enregistrement des appels vers un nouvel hébergeur',
        description:
          'Pendant l’intervention, les appels restent pris en charge ; les enregistrements de la nuit seront disponibles dans votre espace client le lendemain à partir de 9\u00a0h.',
        time: 'Dimanche 14\u00a0mars, de 2\u00a0h à 5\u00a0h',
      },
    ],
  },
};

/** The French names designers use for StatusList: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Liste d’états · état des services · incidents · maintenance',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
