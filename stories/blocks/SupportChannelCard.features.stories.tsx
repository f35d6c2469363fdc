import { SupportChannelCard } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { email, phone } from '../support/fixtures/blocks/SupportChannelCard';
import { onPhone } from '../support/viewport';
import docsMeta from './SupportChannelCard.stories';

const meta = {
  title: 'Blocks/SupportChannelCard/Features',
  component: SupportChannelCard,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof SupportChannelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Availability and response time are term/definition pairs; the action is a `mailto:` link. */
export const Email: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Support par e-mail' })).toBeInTheDocument();
    const terms = canvas.getAllByRole('term');
    const definitions = canvas.getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual(['Disponibilité', 'Délai de réponse']);
    await expect(definitions.map((definition) => definition.textContent)).toEqual([
      email.availability,
      email.responseTime,
    ]);
    for (const term of terms) {
      await expect(term.nextElementSibling?.tagName).toBe('DD');
    }
    await expect(canvas.getByRole('link', { name: 'Écrire au support' })).toHaveAttribute(
      'href',
      'mailto:support@company.example',
    );
  },
};

export const Mobile: Story = {
  args: phone,
  globals: onPhone,
};
