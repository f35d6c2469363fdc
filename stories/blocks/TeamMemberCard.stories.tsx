import { TeamMemberCard } from '@company/blocks';
import { avatarSizes, cardVariants, headingLevels } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { gridStyle, hery, team } from '../support/fixtures/blocks/TeamMemberCard';
import { maxWidth } from '../support/frame';

/** A job title in English jargon, for the don’t example (a literal would read as an ARIA role to the linter). */
const jargonRole = 'Head of CX & Ops';

const meta = {
  title: 'Blocks/TeamMemberCard',
  component: TeamMemberCard,
  args: { name: hery.name, role: hery.role, description: hery.description, level: 3 },
  argTypes: {
    level: { control: 'select', options: headingLevels },
    avatarSize: { control: 'inline-radio', options: avatarSizes },
    variant: { control: 'inline-radio', options: cardVariants },
  },
  decorators: [maxWidth('20rem', { wide: '80rem' })],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A person of the team in a card: an avatar with their initials or photo, their name, their role and a sentence about what they do. Use it in a grid on the «\u00a0À propos\u00a0» page.',
        alternatives: [
          'A face next to a name elsewhere (a testimonial, a message): use Avatar alone.',
          'A client project: use CaseStudyCard.',
        ],
        anatomy: [
          {
            part: 'Avatar',
            description: 'initials on a colour taken from the name, or a photo; named after the person.',
            selector: '[data-color]',
          },
          {
            part: 'Name',
            description: 'a heading whose level follows the page.',
            selector: ':is(h1, h2, h3, h4, h5, h6)',
          },
          { part: 'Role', description: 'the job title, under the name.', selector: ':is(h1, h2, h3, h4, h5, h6) + p' },
          {
            part: 'Description (optional)',
            description: 'one sentence about what the person does for clients.',
            selector: '[data-variant] > div:nth-child(2) > p',
          },
        ],
        dos: [
          {
            caption: 'The full name, a role in plain words and one sentence on what the person does for clients.',
            example: (
              <TeamMemberCard level={4} name={team[1].name} role={team[1].role} description={team[1].description} />
            ),
          },
          {
            caption: 'Cards of the same grid all with a description, or all without, so they line up.',
            example: <TeamMemberCard level={4} name={team[3].name} role={team[3].role} />,
          },
        ],
        donts: [
          {
            caption: 'A role in jargon or English titles: «\u00a0Head of CX\u00a0» means nothing to most visitors.',
            example: <TeamMemberCard level={4} name={team[1].name} role={jargonRole} />,
          },
          {
            caption: 'A biography in the card: keep one sentence; the rest belongs on a page of its own.',
            example: (
              <TeamMemberCard
                level={4}
                name={team[0].name}
                role={team[0].role}
                description="Né à Toamasina, il a étudié la gestion à Antananarivo puis à Lyon, a travaillé dix ans dans des centres d’appels en France et à Maurice, a créé l’entreprise en 2025 et la dirige depuis, tout en formant lui-même chaque nouveau superviseur."
              />
            ),
          },
        ],
        content: [
          'Name: first name then family name, as the person writes it, with its accents and hyphens.',
          'Role: the job title in French, sentence case: «\u00a0Responsable de la relation client\u00a0».',
          'Description: one sentence, 20 words at most, on what the person does for clients.',
          'French typography: the typographic apostrophe («\u00a0l’entreprise\u00a0»), a no-break space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0».',
        ],
      }),
    },
  },
} satisfies Meta<typeof TeamMemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** The eight members of the team, as a list of cards. */
export const TeamGrid: Story = {
  parameters: { wide: true },
  render: (args) => (
    <ul style={gridStyle} aria-label="Notre équipe">
      {team.map((member) => (
        <li key={member.name} style={{ display: 'grid' }}>
          <TeamMemberCard
            {...args}
            name={member.name}
            role={member.role}
            description={member.description}
            avatarSize="lg"
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Notre équipe' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(team.length);
    for (const member of team) {
      await expect(canvas.getByRole('img', { name: member.name })).toHaveTextContent(member.initials);
      await expect(canvas.getByRole('heading', { level: 3, name: member.name })).toBeInTheDocument();
    }
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined, name: 'Tiana Rasoanaivo', role: 'Responsable marketing digital' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Tiana Rasoanaivo' })).toHaveTextContent('TR');
  },
};

export const LongFrenchText: Story = {
  args: {
    name: 'Voahirana Andrianarisoa-Ramanantsoa',
    role: 'Responsable de la qualité, de la formation continue et de la relation avec les clients grands comptes',
    description:
      'Arrivée dès la création de l’entreprise, elle a mis en place les grilles d’évaluation des appels, le parcours d’intégration des nouveaux conseillers et les revues mensuelles de qualité partagées avec chaque client.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Voahirana Andrianarisoa-Ramanantsoa' })).toHaveTextContent('VA');
  },
};

/** The French names designers use for TeamMemberCard: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Membre de l’équipe · équipe · portrait · collaborateur',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
