import { Hero } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { title } from '../support/fixtures/blocks/Hero';
import { onPhone } from '../support/viewport';
import docsMeta from './Hero.stories';

const meta = {
  title: 'Blocks/Hero/Features',
  component: Hero,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero is a region named by its title, which is the page’s `<h1>`. */
export const WithMedia: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(title);
    await expect(canvas.getByRole('region', { name: title })).toContainElement(heading);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'Tableau de bord de suivi de la qualité du centre de relation client',
    );
    await expect(canvas.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '#devis');
  },
};

/** A hero lower in the outline, such as the opening of a service page below the site’s own heading. */
export const HeadingLevelTwo: Story = {
  args: { level: 2, title: 'Annotation de données pour l’IA', media: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Annotation de données pour l’IA' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** On a small screen the picture moves below the text. */
export const Mobile: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const image = canvas.getByRole('img');
    await expect(image.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};
