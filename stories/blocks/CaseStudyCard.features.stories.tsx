import { CaseStudyCard } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ecommerce } from '../support/fixtures/blocks/CaseStudyCard';
import { onPhone } from '../support/viewport';
import docsMeta from './CaseStudyCard.stories';

const meta = {
  title: 'Blocks/CaseStudyCard/Features',
  component: CaseStudyCard,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is a level 3 heading; « Défi », « Solution » and « Résultats » are level 4 headings inside it. */
export const Semantics: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: ecommerce.title })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Défi',
      'Solution',
      'Résultats',
    ]);
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(ecommerce.results);
    // The duration badge says what its figure is to screen reader users.
    await expect(canvas.getByText('6 mois')).toHaveTextContent(/^Durée\s*:\s*6\s*mois$/);
  },
};

/** Under a level 2 title the sub-headings become level 3. */
export const HeadingLevel2: Story = {
  args: { level: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: ecommerce.title })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.queryAllByRole('heading', { level: 4 })).toHaveLength(0);
  },
};

/** The sub-headings never go past level 6. */
export const HeadingLevel6: Story = {
  args: { level: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 6 })).toHaveLength(4);
  },
};

export const Mobile: Story = {
  globals: onPhone,
};
