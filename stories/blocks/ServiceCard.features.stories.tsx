import { ServiceCard } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { relationClient } from '../support/fixtures/blocks/ServiceCard';
import { onPhone } from '../support/viewport';
import docsMeta from './ServiceCard.stories';

const meta = {
  title: 'Blocks/ServiceCard/Features',
  component: ServiceCard,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card: a heading, a checked list of features and a link whose name says which service it is about. */
export const SingleCard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: relationClient.name })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(relationClient.features.length);

    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', '/services/centre-de-relation-client-247');
    await expect(link.textContent?.startsWith('En savoir plus')).toBe(true);
    await expect(link).toHaveAccessibleName(/^En savoir plus\s*:\s*Centre de relation client 24\/7$/);

    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** The name's heading level follows the page outline; the look does not change. */
export const HeadingLevel2: Story = {
  args: { level: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: relationClient.name })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: onPhone,
};
