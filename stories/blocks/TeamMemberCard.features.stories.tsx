import { TeamMemberCard } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { gridStyle, hery, team } from '../support/fixtures/blocks/TeamMemberCard';
import { onPhone } from '../support/viewport';
import docsMeta from './TeamMemberCard.stories';

const meta = {
  title: 'Blocks/TeamMemberCard/Features',
  component: TeamMemberCard,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof TeamMemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The avatar is an image named by the person; it shows the initials of the first and last names. */
export const Semantics: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: hery.name });
    await expect(avatar).toHaveTextContent(hery.initials);
    await expect(canvas.getByRole('heading', { level: 3, name: hery.name })).toBeInTheDocument();
    await expect(canvas.getByText(hery.role)).toBeVisible();
  },
};

/** The heading level follows the page outline; the look does not change. */
export const HeadingLevel4: Story = {
  args: { level: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: hery.name })).toBeInTheDocument();
  },
};

/** On a phone the cards stack in one column; the first two members show it. */
export const Mobile: Story = {
  globals: onPhone,
  render: (args) => (
    <ul style={gridStyle} aria-label="Notre équipe">
      {team.slice(0, 2).map((member) => (
        <li key={member.name} style={{ display: 'grid' }}>
          <TeamMemberCard {...args} name={member.name} role={member.role} description={member.description} />
        </li>
      ))}
    </ul>
  ),
};
