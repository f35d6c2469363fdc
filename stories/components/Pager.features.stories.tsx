import { Pager } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { linkName, next } from '../support/fixtures/Pager';
import { RouterLink } from '../support/links';
import docsMeta from './Pager.stories';

const meta = {
  title: 'Navigation/Pager/Features',
  component: Pager,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab goes to the previous page's link, then to the next one's. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Précédent/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Suivant/ })).toHaveFocus();
  },
};

/** `linkComponent` renders both links with the router's link, which receives `href`, `rel` and the class. */
export const WithRouterLinks: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) await expect(link).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: /^Suivant/ })).toHaveAttribute('rel', 'next');
  },
};

/** Without `label`, the landmark and the directions take the catalogue’s words (here French). */
export const DefaultLabels: Story = {
  args: { label: undefined },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(nav).toHaveAccessibleName('Pages précédente et suivante');
    await expect(within(nav).getByRole('link', { name: linkName('Suivant', next.title) })).toBeVisible();
  },
};

/** The catalogue's words in English (the toolbar's « Language »). */
export const English: Story = {
  args: { label: undefined },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(nav).toHaveAccessibleName('Previous and next pages');
    // The English colon has no space before it; the computed name may add one where the hidden
    // colon, a positioned element, meets the word.
    await expect(within(nav).getByRole('link', { name: /^Previous ?: Créer votre compte/ })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: /^Next ?: Inviter vos collaborateurs/ })).toBeVisible();
  },
};

/** Words of the series' own, in place of the catalogue's. */
export const CustomLabels: Story = {
  args: { label: 'Chapitres du guide', previousLabel: 'Chapitre précédent', nextLabel: 'Chapitre suivant' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Chapitres du guide' });
    await expect(within(nav).getByRole('link', { name: linkName('Chapitre suivant', next.title) })).toBeVisible();
  },
};
